import { constants } from "node:fs";
import { access } from "node:fs/promises";
import path from "node:path";

/** Where Debian's pocketsphinx-en-us package puts the US English acoustic model and dictionary. */
export const DEFAULT_MODEL_DIRECTORY = "/usr/share/pocketsphinx/model/en-us";

export type LocalSpeechTools = {
  ffmpeg: string | null;
  /** pocketsphinx_batch: kept running between recordings, so its model is loaded once. */
  pocketsphinx: string | null;
  espeak: string | null;
  /** The acoustic model folder (…/en-us/en-us) and the CMU dictionary, when installed. */
  acousticModel: string | null;
  dictionary: string | null;
};

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable of that name on the search path. */
export async function findExecutable(name: string, searchPath: string): Promise<string | null> {
  for (const directory of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(directory, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}

/** The Debian programs and model the local speech recogniser uses, and which of them are installed. */
export async function findLocalSpeechTools(
  searchPath: string,
  modelDirectory: string = DEFAULT_MODEL_DIRECTORY,
): Promise<LocalSpeechTools> {
  const acousticModel = path.join(modelDirectory, "en-us");
  const dictionary = path.join(modelDirectory, "cmudict-en-us.dict");
  const [ffmpeg, pocketsphinx, espeak, hasModel, hasDictionary] = await Promise.all([
    findExecutable("ffmpeg", searchPath),
    findExecutable("pocketsphinx_batch", searchPath),
    findExecutable("espeak-ng", searchPath),
    exists(path.join(acousticModel, "mdef")),
    exists(dictionary),
  ]);
  return {
    ffmpeg,
    pocketsphinx,
    espeak,
    acousticModel: hasModel ? acousticModel : null,
    dictionary: hasDictionary ? dictionary : null,
  };
}

/** The Debian packages to install for what is missing (espeak-ng only improves pronunciations). */
export function missingPackages(tools: LocalSpeechTools): string[] {
  const missing: string[] = [];
  if (!tools.ffmpeg) missing.push("ffmpeg");
  if (!tools.pocketsphinx) missing.push("pocketsphinx");
  if (!tools.acousticModel || !tools.dictionary) missing.push("pocketsphinx-en-us");
  return missing;
}
