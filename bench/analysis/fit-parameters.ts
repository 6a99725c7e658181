import { COUNTRY_CALIBRATION } from "../../packages/analysis/src/model/country-calibration.ts";
import { DEFAULT_CALIBRATION } from "../../packages/analysis/src/model/default-calibration.ts";
import { PRICE_CALIBRATION } from "../../packages/analysis/src/model/price-calibration.ts";
import { REGION_NAME_CALIBRATION } from "../../packages/analysis/src/model/region-name-calibration.ts";
import { WINDOW_CALIBRATION } from "../../packages/analysis/src/model/window-calibration.ts";
import { WINDOW_TREES } from "../../packages/analysis/src/model/window-trees.ts";
import type { FitScope } from "./calibration-data.ts";
import { fitCountry } from "./fit-country.ts";
import { fitDefaults, fitProducerRegionDepth } from "./fit-defaults.ts";
import { fitPrice } from "./fit-price.ts";
import { fitRegionNames } from "./fit-region-names.ts";
import { readSamples, setFitScope } from "./fit-support.ts";
import { fitWindow } from "./fit-window.ts";
import { clearWindowTrees, fitWindowTrees } from "./fit-window-trees.ts";
import { writeCalibrationFile, writeFitScope } from "./write-calibration.ts";

// Fits the engine's parameter tables on the critic file and rewrites packages/analysis/src/model/*-calibration.ts,
// window-trees.ts and fit-scope.ts. Each step re-reads the rows with the tables fitted so far.
// `--on calibration` fits on the calibration half only (split by hash of id), so that the bench's check column is
// an honest figure: use it to measure a change. The default, `--on all`, fits the shipped model on every row.
// Run: npx tsx bench/analysis/fit-parameters.ts [--on calibration] && npx biome check --write packages/analysis/src/model
const onIndex = process.argv.indexOf("--on");
const scopeArgument = onIndex >= 0 ? process.argv[onIndex + 1] : "all";
if (scopeArgument !== "all" && scopeArgument !== "calibration") {
  console.error(`--on takes "all" or "calibration", not ${scopeArgument}`);
  process.exit(2);
}
const scope: FitScope = scopeArgument;
setFitScope(scope);
Object.assign(COUNTRY_CALIBRATION, {
  share: {},
  byVariety: {},
  languageWeight: 0.2,
  languageCap: 100,
  cueWeight: 1,
  restLanguageWeight: 0,
  restCueWeight: 0,
  houseWordWeight: 0,
  cuveeWordWeight: 0,
  countryBias: {},
  featureWeights: {},
});
Object.assign(DEFAULT_CALIBRATION, {
  regionByCountryVariety: {},
  regionByCountryColor: {},
  varietyByCountryColor: {},
  producerRegionDepth: {},
  producerRegionDepthByRegion: {},
});
Object.assign(REGION_NAME_CALIBRATION, { wordWeight: 0, soundWeight: 0, defaultBonus: 100 });
for (const table of [WINDOW_CALIBRATION, PRICE_CALIBRATION]) {
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === "object") (table as Record<string, unknown>)[key] = {};
  }
}

clearWindowTrees();

console.log(fitCountry(readSamples()));
console.log(fitDefaults(readSamples()));
console.log(fitRegionNames(readSamples()));
console.log(fitProducerRegionDepth(readSamples()));
const samples = readSamples();
console.log(fitWindow(samples));
console.log(fitPrice(samples));
// After the price: the trees read the estimated price.
console.log(fitWindowTrees(samples));

writeFitScope(scope);
writeCalibrationFile(
  "country-calibration.ts",
  "Country priors and evidence weights: share of each country among labels naming no place, P(country | grape named), the weights of the sound and cue words of the house name and of the cuvée's own words, and each country's own weights on them.",
  "COUNTRY_CALIBRATION",
  "{\n  share: Record<string, number>;\n  byVariety: Record<string, Record<string, number>>;\n  languageWeight: number;\n  languageCap: number;\n  cueWeight: number;\n  restLanguageWeight: number;\n  restCueWeight: number;\n  houseWordWeight: number;\n  cuveeWordWeight: number;\n  countryBias: Record<string, number>;\n  featureWeights: Record<string, readonly number[]>;\n}",
  COUNTRY_CALIBRATION,
);
writeCalibrationFile(
  "default-calibration.ts",
  'What to assume when the label names no place (and, for grapes, no grape either). Keys are "country|grape id" or "country|colour" (a style — sparkling, sweet, fortified — in place of the colour for those wines, optionally "|label word": the house word (Château, Quinta) or a style word (Crianza, Riserva)); values are region / grape ids of the knowledge base. producerRegionDepth(ByRegion): per country (per broad region), how far below the country the home region of a house is stated for its uncatalogued wines (0 = broadest).',
  "DEFAULT_CALIBRATION",
  "{\n  regionByCountryVariety: Record<string, string>;\n  regionByCountryColor: Record<string, string>;\n  varietyByCountryColor: Record<string, string>;\n  producerRegionDepth: Record<string, number>;\n  producerRegionDepthByRegion: Record<string, number>;\n}",
  DEFAULT_CALIBRATION,
);
writeCalibrationFile(
  "region-name-calibration.ts",
  "Weights of the region-by-name evidence for houses the catalogue does not know.",
  "REGION_NAME_CALIBRATION",
  "{\n  wordWeight: number;\n  soundWeight: number;\n  defaultBonus: number;\n}",
  REGION_NAME_CALIBRATION,
);
writeCalibrationFile(
  "window-calibration.ts",
  "Drinking-window corrections: years added to the opening / end offsets, by grape, country, tier, region and tier within region (shrunk medians); the share of each broad region's critics' windows that give an end.",
  "WINDOW_CALIBRATION",
  "{\n  startByVariety: Record<string, number>;\n  endByVariety: Record<string, number>;\n  startByCountry: Record<string, number>;\n  endByCountry: Record<string, number>;\n  startByTier: Record<string, number>;\n  endByTier: Record<string, number>;\n  startByRegion: Record<string, number>;\n  endByRegion: Record<string, number>;\n  startByTierRegion: Record<string, number>;\n  endByTierRegion: Record<string, number>;\n  vintageLengthPerPoint: number;\n  vintageStartPerPoint: number;\n  endShareByRegion: Record<string, number>;\n}",
  WINDOW_CALIBRATION,
);
writeCalibrationFile(
  "price-calibration.ts",
  "Price multipliers on the tier base price, by region (any level; the most specific wins), grape, country (when no region) and tier.",
  "PRICE_CALIBRATION",
  "{\n  byRegion: Record<string, number>;\n  byVariety: Record<string, number>;\n  byCountry: Record<string, number>;\n  byTier: Record<string, number>;\n}",
  PRICE_CALIBRATION,
);
writeCalibrationFile(
  "window-trees.ts",
  "Boosted trees over a wine's facts, correcting the window after the additive corrections of window-calibration.ts.",
  "WINDOW_TREES",
  "WindowTreeModel",
  WINDOW_TREES,
  'import type { WindowTreeModel } from "../window/critics-trees.ts";\n\n',
);
console.log(
  `fitted on ${scope === "all" ? "every row" : "the calibration half"}; wrote packages/analysis/src/model/{country,default,region-name,window,price}-calibration.ts, window-trees.ts and fit-scope.ts`,
);
