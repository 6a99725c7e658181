import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadKnowledgeBase } from "@vinestra/analysis";
import { createSpeechToText, type SpeechSettings } from "../adapters/speech/create-speech-to-text.ts";
import { AppError } from "../errors.ts";
import { transcribeWineName } from "../modules/voice/voice.service.ts";
import { type CommandIo, STANDARD_SEARCH_PATH, writeJson } from "./command-io.ts";

const USAGE = `usage: vinestra transcribe AUDIO [--type audio/webm]
Prints { text, wineName, vintage } as JSON for a recording (webm/opus, ogg, mp4, wav …).
Uses the configured speech provider (local pocketsphinx by default).`;

const TYPE_BY_EXTENSION: Record<string, string> = {
  ".webm": "audio/webm",
  ".ogg": "audio/ogg",
  ".oga": "audio/ogg",
  ".opus": "audio/ogg",
  ".wav": "audio/wav",
  ".mp4": "audio/mp4",
  ".m4a": "audio/mp4",
  ".mp3": "audio/mpeg",
};

export type TranscribeCommandOptions = {
  speech?: SpeechSettings;
  /** Where the local recogniser keeps its grammar (the data directory); a temporary folder by default. */
  dataDir?: string;
  searchPath?: string;
};

/** `vinestra transcribe AUDIO` — what was said, and the wine name and vintage read from it. */
export async function transcribeCommand(
  args: string[],
  io: CommandIo,
  options: TranscribeCommandOptions = {},
): Promise<number> {
  let parsed: { file: string; type: string | undefined; help: boolean };
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { type: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
    if (!values.help && positionals.length !== 1) throw new Error("Give one recording.");
    parsed = { file: positionals[0] ?? "", type: values.type, help: values.help === true };
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 64;
  }
  if (parsed.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const speech = createSpeechToText(options.speech ?? { provider: "local" }, {
    knowledgeBase: loadKnowledgeBase(),
    dataDir: options.dataDir ?? path.join(tmpdir(), "vinestra-speech"),
    searchPath: options.searchPath ?? STANDARD_SEARCH_PATH,
    warn: (message, details) => io.stderr.write(`${message} ${JSON.stringify(details)}\n`),
  });
  try {
    const audio = await readFile(parsed.file);
    const type = parsed.type ?? TYPE_BY_EXTENSION[path.extname(parsed.file).toLowerCase()] ?? "audio/webm";
    writeJson(io.stdout, await transcribeWineName(speech, audio, type));
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      writeJson(io.stdout, { error: { code: error.code, message: error.message } });
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      io.stderr.write(`No such file: ${parsed.file}\n`);
      return 66;
    }
    throw error;
  }
}
