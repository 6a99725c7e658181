import { describe, expect, it } from "vitest";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { fixtureKnowledgeBase } from "../testing/knowledge-fixture.ts";
import { parseQuery } from "../text/parse-query.ts";
import {
  type CountryEvidence,
  type CountryWeights,
  collectCountryEvidence,
  scoreCountries,
  writtenGrapeKey,
} from "./infer-country.ts";
import { analyzeQuery } from "./query-analysis.ts";
import { readLabel } from "./read-label.ts";

const knowledgeBase = fixtureKnowledgeBase();

// A Spanish-sounding house name with a Spanish cue word, no grape named.
const evidence: CountryEvidence = {
  varietyId: undefined,
  varietyPhrase: undefined,
  language: new Map([
    ["Spain", 0],
    ["Argentina", -0.2],
  ]),
  cues: new Map([
    ["Spain", 1],
    ["Argentina", 1],
  ]),
  restLanguage: new Map(),
  restCues: new Map(),
  houseWords: new Map(),
  cuveeWords: new Map(),
};

const shared: CountryWeights = {
  share: { Argentina: 0.5, Spain: 0.3, US: 0.2 },
  byVariety: {},
  languageWeight: 1,
  languageCap: 5,
  cueWeight: 1,
  restLanguageWeight: 0,
  restCueWeight: 0,
  houseWordWeight: 0,
  cuveeWordWeight: 0,
  countryBias: {},
  featureWeights: {},
};

describe("scoreCountries", () => {
  it("adds the shared evidence weights to the prior", () => {
    const ranked = scoreCountries(knowledgeBase, evidence, shared).map(([country]) => country);
    // Argentina's larger share outweighs its slightly less Spanish sound.
    expect(ranked.slice(0, 2)).toEqual(["Argentina", "Spain"]);
  });

  it("adds each country's own weight on a kind of evidence", () => {
    // A cue word says more for Spain than the shared weight gives it: Spain now leads.
    const scored = scoreCountries(knowledgeBase, evidence, {
      ...shared,
      featureWeights: { Spain: [0, 0, 0.6] },
    });
    expect(scored[0]?.[0]).toBe("Spain");
    const spain = scored.find(([country]) => country === "Spain")?.[1];
    expect(spain).toBeCloseTo(Math.log(0.3) + 0 + 1 * 1.6, 9);
  });

  it("reads a grape as written before the grape's pooled table: 'Syrah' is not 'Shiraz'", () => {
    const weights: CountryWeights = {
      ...shared,
      languageWeight: 0,
      cueWeight: 0,
      byVariety: {
        syrah: { Australia: 0.8, US: 0.2 },
        [writtenGrapeKey("syrah")]: { Australia: 0.1, US: 0.9 },
      },
    };
    const leader = (phrase: string) =>
      scoreCountries(
        knowledgeBase,
        { ...evidence, varietyId: "syrah", varietyPhrase: phrase },
        weights,
      )[0]?.[0];
    expect(leader("syrah")).toBe("US");
    // No table of its own for "shiraz": the grape's pooled one.
    expect(leader("shiraz")).toBe("Australia");
  });

  it("sends an unfitted grape to its homes, whatever the shares: Nebbiolo of no table is Italian", () => {
    const weights: CountryWeights = { ...shared, share: { US: 0.6, Australia: 0.39, Italy: 0.01 } };
    const noName: CountryEvidence = { ...evidence, language: new Map(), cues: new Map() };
    const leader = (varietyId: string | undefined) =>
      scoreCountries(knowledgeBase, { ...noName, varietyId, varietyPhrase: undefined }, weights)[0]?.[0];
    expect(leader("nebbiolo")).toBe("Italy");
    // A home no critics' unknown house came from still counts: Spain has no share here.
    expect(leader("tempranillo")).toBe("Spain");
    // No grape: the shares.
    expect(leader(undefined)).toBe("US");
  });
});

describe("collectCountryEvidence: where the house's name ends", () => {
  const catalogue = loadKnowledgeBase();
  const evidenceOf = (text: string) => {
    const query = analyzeQuery(catalogue, parseQuery(text));
    const label = readLabel(catalogue, query);
    return collectCountryEvidence(
      catalogue,
      query,
      label.namedVarieties.map((variety) => variety.id),
      label.styleTerms,
    );
  };

  // With the vintage last, the words from the first place, grape or style word on are the wine's, as they are
  // after a mid-text vintage: "Crianza" and "Red" sound Spanish and English there too.
  it.each([
    ["Proelio Crianza 2012", "Proelio 2012 Crianza"],
    ["Whiplash Red 2015", "Whiplash 2015 Red"],
    ["Enoport Topázio Reserva Red 2014", "Enoport Topázio 2014 Reserva Red"],
  ])("%s reads as %s", (vintageLast, vintageInside) => {
    expect(evidenceOf(vintageLast)).toEqual(evidenceOf(vintageInside));
  });
});
