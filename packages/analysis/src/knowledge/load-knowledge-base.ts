import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildKnowledgeBase } from "./build-knowledge-base.ts";
import type { KnowledgeBase, KnowledgeBaseSources } from "./knowledge-base.ts";

export const DEFAULT_DATA_DIRECTORY = fileURLToPath(new URL("../../data/", import.meta.url));

function readJson(path: string): unknown {
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, "utf8"));
}

/** Reads the data files; a missing file contributes nothing (the data is written in stages). */
export function readKnowledgeSources(directory: string = DEFAULT_DATA_DIRECTORY): KnowledgeBaseSources {
  const producersDirectory = `${directory}/producers`;
  const producerFiles = existsSync(producersDirectory)
    ? readdirSync(producersDirectory)
        .filter((file) => file.endsWith(".json"))
        .sort()
    : [];
  return {
    varieties: readJson(`${directory}/varieties.json`),
    regions: readJson(`${directory}/regions.json`),
    vintages: readJson(`${directory}/vintages.json`),
    producers: Object.fromEntries(
      producerFiles.map((file) => [`producers/${file}`, readJson(`${producersDirectory}/${file}`)]),
    ),
  };
}

const cache = new Map<string, KnowledgeBase>();

/** The knowledge base from the package's data files, parsed and indexed once per process. */
export function loadKnowledgeBase(directory: string = DEFAULT_DATA_DIRECTORY): KnowledgeBase {
  let knowledgeBase = cache.get(directory);
  if (knowledgeBase === undefined) {
    knowledgeBase = buildKnowledgeBase(readKnowledgeSources(directory));
    cache.set(directory, knowledgeBase);
  }
  return knowledgeBase;
}
