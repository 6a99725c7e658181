import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { KnowledgeBase } from "@vinestra/analysis";
import { AppError } from "../../errors.ts";
import { runProgram } from "./run-program.ts";
import { findLocalSpeechTools, type LocalSpeechTools, missingPackages } from "./speech-binaries.ts";
import { buildSecondPass, prepareSpeechModel, restoreNames, type SpeechModel } from "./speech-model.ts";
import type { SpeechAvailability, SpeechToText } from "./speech-to-text.ts";
import { startWarmDecoder, type WarmDecoder } from "./warm-decoder.ts";

export type LocalSpeechOptions = {
  knowledgeBase: KnowledgeBase;
  /** Where the generated grammar and dictionary are kept (the data directory). */
  workDirectory: string;
  /** The PATH to look for ffmpeg, pocketsphinx_batch and espeak-ng on. */
  searchPath: string;
  modelDirectory?: string;
};

const FAILED = "Failed to process voice input";

/**
 * The rough pass searches with pocketsphinx's own beams but without its second, flat-lexicon search: that
 * search took a third of the pass's time for no more names among the 300 best; narrower beams (1e-40) saved
 * as much again but lost several names said fast by a voice it hears badly.
 */
const ROUGH_SEARCH = ["-fwdflat", "no"];

/**
 * The second pass's word-exit beam, wider than pocketsphinx's 7e-29: with the default, a long name's first
 * word was pruned at its exit while a short name and a year stayed alive (the right name first among the
 * candidates, yet "Tavel two thousand and sixteen" won); at no measurable cost.
 */
const PRECISE_WORD_BEAM = "1e-40";

function unavailableMessage(missing: readonly string[]): string {
  return `Voice input needs ${missing.join(", ")} on the server. An administrator can install ${
    missing.length > 1 ? "them" : "it"
  } (Debian: apt-get install ${missing.join(" ")}) or set SPEECH_PROVIDER=openai.`;
}

/**
 * Offline speech recognition: ffmpeg turns the browser's recording into 16 kHz mono samples, then
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

  let decoders: { rough: WarmDecoder; precise: WarmDecoder } | null = null;
  const startDecoders = (found: LocalSpeechTools, prepared: SpeechModel) => {
    decoders ??= {
      rough: startWarmDecoder(found.pocketsphinx!, [
        ...["-hmm", found.acousticModel!, "-dict", prepared.firstPassDictionaryFile],
        ...["-lm", prepared.languageModelFile, ...ROUGH_SEARCH],
      ]),
      precise: startWarmDecoder(
        found.pocketsphinx!,
        [
          ...["-hmm", found.acousticModel!, "-dict", prepared.dictionaryFile, "-fsgusealtpron", "no"],
          ...["-wbeam", PRECISE_WORD_BEAM],
        ],
        {
          grammarPerRecording: true,
        },
      ),
    };
    return decoders;
  };

  /**
   * Two passes: any sequence of the catalogue's words says roughly what was said, the names that sound
   * most like it are chosen, then a grammar of only those names with the years decides among them —
   * precise where one grammar of every name is slow and, by its size, prunes the right name away. The whole
   * recording is one utterance: split at a pause, a name and its year would each have to be a whole sentence.
   */
  async function decode(found: LocalSpeechTools, prepared: SpeechModel, audio: Buffer): Promise<string> {
    const { rough, precise } = startDecoders(found, prepared);
    const folder = await mkdtemp(path.join(tmpdir(), "vinestra-voice-"));
    try {
      const input = path.join(folder, "recording");
      const samples = path.join(folder, "speech.raw");
      await writeFile(input, audio);
      const converted = await runProgram(
        found.ffmpeg!,
        [
          ["-nostdin", "-loglevel", "error", "-y", "-i", input],
          ["-ar", "16000", "-ac", "1", "-f", "s16le", samples],
        ].flat(),
      );
      if (converted.code !== 0) {
        throw new AppError("bad_request", "Failed to process recording");
      }
      const heard = await rough.decode(samples);
      if (heard.length === 0) return "";
      const grammarFile = path.join(folder, "names.fsg");
      await writeFile(grammarFile, buildSecondPass(heard, prepared, new Date()));
      return (await precise.decode(samples, grammarFile)).join(" ");
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  return {
    provider: "local",
    async prepare() {
      const found = await findTools();
      if (missingPackages(found).length === 0) startDecoders(found, await loadModel(found));
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
