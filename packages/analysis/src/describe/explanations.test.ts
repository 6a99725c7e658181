import { describe, expect, it } from "vitest";
import type { WineProfile } from "../analyzer/wine-profile.ts";
import { identifyWine } from "../identify/identify-wine.ts";
import { analyzeQuery } from "../identify/query-analysis.ts";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";
import { parseQuery } from "../text/parse-query.ts";
import { estimateWindow, type WindowEstimate } from "../window/estimate-window.ts";
import { createDescribeContext } from "./describe-context.ts";
import { describeFoodPairing } from "./describe-food-pairing.ts";
import { describePeak } from "./describe-peak.ts";
import { describeStructure } from "./describe-structure.ts";
import { describeSustainability } from "./describe-sustainability.ts";
import { describeTastingProfile } from "./describe-tasting-profile.ts";
import { describeWindow } from "./describe-window.ts";

// On the real knowledge base: explanations whose numbers and words must agree with each other.
const knowledgeBase = loadKnowledgeBase();

/** What the sections are written from, for a wine read from `text` in `nowYear`, with facts set by the test. */
function contextOf(
  text: string,
  nowYear: number,
  changes: { window?: Partial<WindowEstimate>; profile?: Partial<WineProfile> } = {},
) {
  const identification = identifyWine(knowledgeBase, analyzeQuery(knowledgeBase, parseQuery(text)));
  if (identification.kind !== "wine") throw new Error(`${text} was ambiguous`);
  const profile = { ...identification.profile, ...changes.profile };
  const window = { ...estimateWindow(knowledgeBase, profile, nowYear), ...changes.window };
  return createDescribeContext(knowledgeBase, profile, window, nowYear);
}

describe("the sum behind a sustainability score", () => {
  const sustainabilityOf = (certifications: string[]) =>
    describeSustainability(
      contextOf("Millton 2015 Te Arai Chenin Blanc", 2026, { profile: { certifications } }),
    );
  const sumOf = (explanation: string) =>
    [...(explanation.split(": ").at(-1) ?? "").matchAll(/(?:^|\+)(\d+\.\d+) for /g)]
      .map((match) => Number(match[1]))
      .reduce((sum, points) => sum + points, 0);

  it("lists a half-counted certification with the points it adds, and adds up to the score", () => {
    const { score, explanation } = sustainabilityOf(["biodynamic", "demeter", "organic"]);
    expect(explanation).toContain("+1.25 for Demeter biodynamic");
    expect(sumOf(explanation)).toBeCloseTo(score, 1);
  });

  it("says it was capped when the parts come to more than 10", () => {
    const { score, explanation } = sustainabilityOf([
      "biodynamic",
      "demeter",
      "organic",
      "b-corp",
      "fair-trade",
    ]);
    expect(score).toBe(10);
    expect(sumOf(explanation)).toBeGreaterThan(10);
    expect(explanation).toMatch(/, capped at 10\.$/);
  });
});

describe("a region's organic and biodynamic bodies", () => {
  it("are not credited to a producer that holds no certificate (Cloudy Bay, Marlborough)", () => {
    const { practices, explanation } = describeSustainability(
      contextOf("Cloudy Bay Sauvignon Blanc 2023", 2026),
    );
    expect(practices).toContain("Sustainable Winegrowing New Zealand (SWNZ)");
    expect(practices.some((practice) => /organic|biodynamic/i.test(practice))).toBe(false);
    expect(explanation).toContain("No certification is on record for Cloudy Bay");
  });
});

describe("the evolution of a window whose best years run to its end", () => {
  it("tells no fading years after them", () => {
    const window = { peakStart: 2025, peakEnd: 2027, optimalEnd: 2027 };
    const { evolution } = describeTastingProfile(contextOf("Whispering Angel 2022", 2026, { window }));
    expect(evolution).toContain("at its best now and through 2027");
    expect(evolution).not.toContain("recedes");
  });
});

describe("a wine in the last year of its window", () => {
  it("is to be drunk by the end of that year, not 'before' it", () => {
    const window = { peakStart: 2022, peakEnd: 2024, optimalEnd: 2026 };
    const context = contextOf("Dr. Loosen 2019 Wehlener Sonnenuhr Riesling Kabinett", 2026, { window });
    expect(describeWindow(context).currentCondition).toBe(
      "Past its peak plateau but sound: drink by the end of 2026",
    );
  });
});

describe("words that must agree with the wine they describe", () => {
  it("a young white is not to be decanted, a young tannic red is", () => {
    const white = contextOf("Kim Crawford 2025 Sauvignon Blanc", 2026, { window: { optimalStart: 2028 } });
    const red = contextOf("Opus One 2024", 2026, { window: { optimalStart: 2030 } });
    expect(describeWindow(white).currentCondition).toContain("if opened now, give it time in the glass");
    expect(describeWindow(red).currentCondition).toContain("if opened now, decant well");
  });

  it("a vineyard's climate and cooking are its region's (La Tâche: Côte de Nuits, Burgundy)", () => {
    const context = contextOf("Domaine de la Romanée-Conti 2015 La Tâche", 2026);
    expect(describeStructure(context).acidity).toContain("the cool climate of Côte de Nuits");
    expect(describeFoodPairing(context)).toContain("Regional match: the cooking of Burgundy.");
  });

  it.each([
    // An appellation category says where the wine is from, not that it is built to age.
    ["Santa Margherita 2022 Pinot Grigio Valdadige", "DOC", false],
    ["Marqués de Cáceres 2018 Crianza", "Crianza", true],
  ])("the peak explanation of %s reads its classification (%s) as built to age: %s", (text, name, ages) => {
    const context = contextOf(text, 2026);
    expect(context.profile.classification).toBe(name);
    expect(describePeak(context).includes("signals a wine built to age")).toBe(ages);
  });

  it("lists a dish once, not also as a longer dish that contains it", () => {
    const dishes = describeFoodPairing(contextOf("Kistler 2019 Les Noisetiers Chardonnay", 2026))
      .split(":")[0]!
      .toLowerCase();
    expect(dishes).toContain("roast chicken");
    expect(dishes.match(/roast chicken/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe("an everyday red against a grand one of the same grape", () => {
  const everyday = contextOf("Casillero del Diablo 2022 Cabernet Sauvignon", 2026, {
    window: { optimalStart: 2023, peakStart: 2025, peakEnd: 2028, optimalEnd: 2029 },
  });
  const grand = contextOf("Château Margaux 2015", 2026, {
    window: { optimalStart: 2020, peakStart: 2025, peakEnd: 2035, optimalEnd: 2045 },
  });

  it("has softer tannins", () => {
    expect(everyday.profile.tier).toBe("entry");
    expect(everyday.scales.tannin).toBeLessThan(grand.scales.tannin - 0.5);
  });

  it("is fresh and easy-drinking at its best, where the grand wine is complex", () => {
    expect(describeTastingProfile(everyday).currentProfile).toContain("fresh and easy-drinking");
    expect(describeWindow(everyday).currentCondition).toContain("the fruit at its most expressive");
    expect(describeTastingProfile(grand).currentProfile).toContain("harmonious and complex");
  });
});
