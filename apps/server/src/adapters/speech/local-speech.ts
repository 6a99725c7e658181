import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { KnowledgeBase } from "@vinestra/analysis";
import { AppError } from "../../errors.ts";
import { runProgram } from "./run-program.ts";
import { findLocalSpeechTools, type LocalSpeechTools, missingPackages } from "./speech-binaries.ts";
import { buildSecondPass, prepareSpeechModel, restoreNames, type SpeechModel } from "./speech-model.ts";
import type { SpeechAvailability, SpeechToText } from "./speech-to-text.ts";

export type LocalSpeechOptions = {
  knowledgeBase: KnowledgeBase;
  /** Where the generated grammar and dictionary are kept (the data directory). */
  workDirectory: string;
  /** The PATH to look for ffmpeg, pocketsphinx_continuous and espeak-ng on. */
  searchPath: string;
  modelDirectory?: string;
};

const FAILED = "Failed to process voice input";

function unavailableMessage(missing: readonly string[]): string {
  return `Voice input needs ${missing.join(", ")} on the server. An administrator can install ${
    missing.length > 1 ? "them" : "it"
  } (Debian: apt-get install ${missing.join(" ")}) or set SPEECH_PROVIDER=openai.`;
}

/**
 * Offline speech recognition: ffmpeg turns the browser's recording into 16 kHz mono WAV, then
 * pocketsphinx decodes it against a grammar of our own catalogue's names and spoken years — accurate where
 * the general English model is not, because it only has to choose among names we know.
 */
export function createLocalSpeechToText(
  options: LocalSpeechOptions,
): SpeechToText & { prepare(): Promise<void> } {
  let tools: Promise<LocalSpeechTools> | null = null;
  let model: Promise<SpeechModel> | null = null;
  const findTools = () => {
    tools ??= findLocalSpeechTools(options.searchPath, options.modelDirectory);
    return tools;
  };
  const loadModel = async (found: LocalSpeechTools) => {
    model ??= prepareSpeechModel(options.knowledgeBase, {
      directory: options.workDirectory,
      cmuDictionary: found.dictionary!,
      espeak: found.espeak,
    }).catch((error: unknown) => {
      model = null;
      throw error;
    });
    return model;
  };

  async function recognise(found: LocalSpeechTools, wav: string, dictionary: string, grammar: string) {
    const decoded = await runProgram(found.pocketsphinx!, [
      ...["-infile", wav, "-hmm", found.acousticModel!, "-dict", dictionary, "-fsg", grammar],
      ...["-fsgusealtpron", "no", "-logfn", "/dev/null"],
    ]);
    if (decoded.code !== 0) throw new Error(`pocketsphinx failed: ${decoded.stderr.slice(0, 300)}`);
    return decoded.stdout.toString("utf8").split(/\s+/).filter(Boolean);
  }

  /**
   * Two passes: any sequence of the catalogue's words says roughly what was said, the names that sound
   * most like it are chosen, then a grammar of only those names with the years decides among them —
   * precise where one grammar of every name is slow and, by its size, prunes the right name away.
   */
  async function decode(found: LocalSpeechTools, prepared: SpeechModel, audio: Buffer): Promise<string> {
    const folder = await mkdtemp(path.join(tmpdir(), "vinestra-voice-"));
    try {
      const input = path.join(folder, "recording");
      const wav = path.join(folder, "speech.wav");
      await writeFile(input, audio);
      const converted = await runProgram(
        found.ffmpeg!,
        [
          ["-nostdin", "-loglevel", "error", "-y", "-i", input],
          ["-ar", "16000", "-ac", "1", "-c:a", "pcm_s16le", wav],
        ].flat(),
      );
      if (converted.code !== 0) {
        throw new AppError("bad_request", "Failed to process recording");
      }
      const heard = await recognise(found, wav, prepared.dictionaryFile, prepared.wordLoopFile);
      if (heard.length === 0) return "";
      const { grammar, dictionary } = buildSecondPass(heard, prepared, new Date());
      const grammarFile = path.join(folder, "names.fsg");
      const dictionaryFile = path.join(folder, "names.dict");
      await Promise.all([writeFile(grammarFile, grammar), writeFile(dictionaryFile, dictionary)]);
      return (await recognise(found, wav, dictionaryFile, grammarFile)).join(" ");
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  return {
    provider: "local",
    async prepare() {
      const found = await findTools();
      if (missingPackages(found).length === 0) await loadModel(found);
    },
    async availability(): Promise<SpeechAvailability> {
      const found = await findTools();
      const missing = missingPackages(found);
      return {
        provider: "local",
        isAvailable: missing.length === 0,
        missing,
        message: missing.length === 0 ? null : unavailableMessage(missing),
      };
    },
    async transcribe(audio) {
      const found = await findTools();
      const missing = missingPackages(found);
      if (missing.length > 0) throw new AppError("unavailable", unavailableMessage(missing));
      const prepared = await loadModel(found);
      try {
        return { text: restoreNames(await decode(found, prepared, audio), prepared) };
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw Object.assign(new AppError("unavailable", FAILED), { cause: error });
      }
    },
  };
}
