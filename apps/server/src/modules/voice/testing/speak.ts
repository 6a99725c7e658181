import { runProgram } from "../../../adapters/speech/run-program.ts";

export type AudioFormat = "wav" | "webm" | "ogg" | "mp4";

const ENCODINGS: Record<AudioFormat, string[]> = {
  wav: ["-c:a", "pcm_s16le", "-f", "wav"],
  // What browsers record (spec §7: 44.1 kHz mono webm/opus); opus itself runs at 48 kHz.
  webm: ["-ac", "1", "-c:a", "libopus", "-b:a", "32k", "-f", "webm"],
  ogg: ["-ac", "1", "-c:a", "libopus", "-b:a", "32k", "-f", "ogg"],
  mp4: [
    "-ac",
    "1",
    "-ar",
    "44100",
    "-c:a",
    "aac",
    "-b:a",
    "64k",
    "-movflags",
    "frag_keyframe+empty_moov",
    "-f",
    "mp4",
  ],
};

/** Speech synthesised by espeak-ng and encoded by ffmpeg, as a recording the app might receive. */
export async function speak(
  text: string,
  { voice = "en-us+klatt2", wordsPerMinute = 150, format = "webm" as AudioFormat } = {},
): Promise<Buffer> {
  const spoken = await runProgram("espeak-ng", ["-v", voice, "-s", String(wordsPerMinute), "--stdout", text]);
  if (spoken.code !== 0) throw new Error(`espeak-ng failed: ${spoken.stderr}`);
  return encode(spoken.stdout, format);
}

/** Audio re-encoded by ffmpeg (also used for silence and noise in tests). */
export async function encode(
  audio: Buffer,
  format: AudioFormat,
  inputFormat: string[] = [],
): Promise<Buffer> {
  const encoded = await runProgram(
    "ffmpeg",
    ["-loglevel", "error", ...inputFormat, "-i", "pipe:0", ...ENCODINGS[format], "pipe:1"],
    { input: audio },
  );
  if (encoded.code !== 0) throw new Error(`ffmpeg failed: ${encoded.stderr}`);
  return encoded.stdout;
}

/** Two seconds of silence. */
export function silence(format: AudioFormat): Promise<Buffer> {
  return encode(Buffer.alloc(16000 * 2 * 2), format, ["-f", "s16le", "-ar", "16000", "-ac", "1"]);
}
