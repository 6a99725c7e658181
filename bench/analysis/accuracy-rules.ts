import type { AnalysisResult, KnowledgeBase } from "@vinestra/analysis";
import { GENERIC_NAME_WORDS } from "../../packages/analysis/src/identify/generic-words.ts";
import { normalizePhrase, tokenize } from "../../packages/analysis/src/text/normalize.ts";
import type { CalibrationRow } from "./calibration-data.ts";

export const RULES = [
  "country: identification.country equals the row's country",
  "region: the predicted region, resolved by name/alias (or by our name less its designation: our Cariñena DO is the critics' Cariñena), is the row's region_1 or its province (a coarser true answer), or a region (not an appellation) between them on region_1's lineage, in the row's country (Sonoma County for Russian River Valley, Sicily for Etna under the critics' grouping 'Sicily & Sardinia'; not the village appellation Gevrey-Chambertin for a Chambertin); also a region inside region_1 (province when region_1 is empty) when it comes from the catalogue or the query names it",
  "variety: the row's variety resolved by name/synonym equals our dominant grape (or is among our first two for blends and for 'X or Y'); 'X-Y' and 'X, Y' use X; 'Red/White Blend' needs our colour and two or more grapes or a blend; 'Bordeaux-/Rhône-style …', 'Champagne/Sparkling Blend' need our grapes from that family or our blend of that style; 'Portuguese Red/White' need Portugal and the colour; 'Rosé' (and the file's 'Rosado', 'Rosato') needs rosé; 'Port' needs Portugal, red",
  "producer: normalized equality with winery, or one name's distinctive words all contained in the other (rows with a winery)",
];

export function isCountryCorrect(row: CalibrationRow, result: AnalysisResult): boolean {
  return normalizePhrase(result.identification.country) === normalizePhrase(row.country);
}

/** Grape ids named in our variety text, in order. */
export function predictedVarieties(knowledgeBase: KnowledgeBase, result: AnalysisResult): string[] {
  const tokens = tokenize(result.identification.variety);
  const ids: string[] = [];
  for (const phrase of knowledgeBase.phrases.detect(tokens)) {
    for (const term of phrase.terms) {
      if (term.kind === "variety" && !ids.includes(term.varietyId)) ids.push(term.varietyId);
    }
  }
  return ids;
}

/** Blend families of the file; `blend` is our own pseudo-grape for the same style (detected from "Grenache, Syrah, Mourvèdre"). */
const FAMILIES: Record<
  string,
  { color: "red" | "white" | "rose"; grapes: string[]; word?: string; blend?: string }
> = {
  "bordeaux-style red blend": {
    blend: "bordeaux-blend-red",
    color: "red",
    grapes: ["cabernet-sauvignon", "merlot", "cabernet-franc", "petit-verdot", "malbec", "carmenere"],
    word: "bordeaux",
  },
  "bordeaux-style white blend": {
    blend: "bordeaux-blend-white",
    color: "white",
    grapes: ["sauvignon-blanc", "semillon", "muscadelle"],
    word: "bordeaux",
  },
  "rhone-style red blend": {
    blend: "rhone-blend-red",
    color: "red",
    grapes: ["grenache", "syrah", "mourvedre", "cinsault", "carignan", "counoise"],
    word: "rhone",
  },
  "rhone-style white blend": {
    color: "white",
    grapes: ["viognier", "marsanne", "roussanne", "grenache-blanc", "clairette", "bourboulenc"],
    word: "rhone",
  },
  "champagne blend": {
    blend: "champagne-blend",
    color: "white",
    grapes: ["chardonnay", "pinot-noir", "pinot-meunier"],
    word: "champagne",
  },
  "sparkling blend": {
    blend: "sparkling-blend",
    color: "white",
    grapes: [
      "chardonnay",
      "pinot-noir",
      "pinot-meunier",
      "glera",
      "viura",
      "xarel-lo",
      "parellada",
      "chenin-blanc",
    ],
    word: "sparkling",
  },
};

function resolveVariety(knowledgeBase: KnowledgeBase, name: string): string | undefined {
  return knowledgeBase.varietiesByName.get(normalizePhrase(name))?.id;
}

export function isVarietyCorrect(
  knowledgeBase: KnowledgeBase,
  row: CalibrationRow,
  result: AnalysisResult,
): boolean {
  const predicted = predictedVarieties(knowledgeBase, result);
  const { color, country, variety: text } = result.identification;
  const truth = row.variety.toLowerCase().replace(/ô/g, "o").replace(/é/g, "e");
  const family = FAMILIES[truth];
  if (family !== undefined) {
    if (text.toLowerCase().includes(family.word ?? "\u0000")) return true;
    if (family.blend !== undefined && predicted[0] === family.blend) return true;
    return predicted.length > 0 && predicted.slice(0, 2).every((id) => family.grapes.includes(id));
  }
  if (truth === "red blend" || truth === "white blend") {
    const wanted = truth === "red blend" ? "red" : "white";
    return color === wanted && (predicted.length >= 2 || /blend/i.test(text));
  }
  if (truth === "portuguese red" || truth === "port") return country === "Portugal" && color === "red";
  if (truth === "portuguese white") return country === "Portugal" && color === "white";
  if (["portuguese rose", "rose", "rosado", "rosato"].includes(truth)) return color === "rose";
  if (truth.endsWith(" blend")) {
    const base = resolveVariety(knowledgeBase, truth.slice(0, -" blend".length));
    return base !== undefined && predicted[0] === base;
  }
  const first = row.variety.split(/\s*[,-]\s*(?=[A-ZÀ-Ý])/)[0] ?? row.variety;
  const resolved = resolveVariety(knowledgeBase, row.variety) ?? resolveVariety(knowledgeBase, first);
  if (resolved === undefined) return false;
  return predicted.length > 1 ? predicted.slice(0, 2).includes(resolved) : predicted[0] === resolved;
}

export function isVarietyKnown(knowledgeBase: KnowledgeBase, row: CalibrationRow): boolean {
  const truth = row.variety.toLowerCase();
  if (/blend|portuguese|^port$|ros[eé]/.test(truth)) return true;
  const first = row.variety.split(/\s*[,-]\s*(?=[A-ZÀ-Ý])/)[0] ?? row.variety;
  return (
    resolveVariety(knowledgeBase, row.variety) !== undefined ||
    resolveVariety(knowledgeBase, first) !== undefined
  );
}

function distinctive(name: string): string[] {
  return tokenize(name).filter((token) => !GENERIC_NAME_WORDS.has(token));
}

export function isProducerCorrect(row: CalibrationRow, result: AnalysisResult): boolean {
  const predicted = normalizePhrase(result.identification.producer);
  const truth = normalizePhrase(row.winery);
  if (predicted === "" || truth === "") return false;
  if (predicted === truth) return true;
  const predictedWords = distinctive(result.identification.producer);
  const truthWords = distinctive(row.winery);
  if (predictedWords.length === 0 || truthWords.length === 0) return false;
  const predictedSet = new Set(predictedWords);
  const truthSet = new Set(truthWords);
  return (
    truthWords.every((word) => predictedSet.has(word)) || predictedWords.every((word) => truthSet.has(word))
  );
}
