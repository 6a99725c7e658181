import { afterEach, describe, expect, it } from "vitest";
import type { WineProfile } from "../analyzer/wine-profile.ts";
import { DEFAULT_CALIBRATION } from "../model/default-calibration.ts";
import { fixtureKnowledgeBase } from "../testing/knowledge-fixture.ts";
import { regionsFromTop, reportedRegion } from "./reported-region.ts";

const knowledgeBase = fixtureKnowledgeBase();
const margaux = knowledgeBase.regions.get("margaux")!;
const savedDepths = { ...DEFAULT_CALIBRATION.producerRegionDepth };
const savedRegionDepths = { ...DEFAULT_CALIBRATION.producerRegionDepthByRegion };

function profile(regionSource: WineProfile["regionSource"]): WineProfile {
  return { region: margaux, regionSource, country: "France" } as WineProfile;
}

afterEach(() => {
  DEFAULT_CALIBRATION.producerRegionDepth = { ...savedDepths };
  DEFAULT_CALIBRATION.producerRegionDepthByRegion = { ...savedRegionDepths };
});

describe("regionsFromTop", () => {
  it("lists the enclosing regions below the country, broadest first", () => {
    expect(regionsFromTop(knowledgeBase, margaux).map((region) => region.name)).toEqual([
      "Bordeaux",
      "Margaux",
    ]);
    expect(regionsFromTop(knowledgeBase, undefined)).toEqual([]);
  });
});

describe("reportedRegion", () => {
  it.each([
    { source: "producer", depth: 0, expected: "Bordeaux" },
    { source: "producer", depth: 1, expected: "Margaux" },
    { source: "producer", depth: 5, expected: "Margaux" },
    { source: "producer", depth: undefined, expected: "Margaux" },
    { source: "catalog", depth: 0, expected: "Margaux" },
    { source: "label", depth: 0, expected: "Margaux" },
    { source: "assumed", depth: 0, expected: "Margaux" },
  ] as const)(
    "a region from the $source at fitted depth $depth is stated as $expected",
    ({ source, depth, expected }) => {
      DEFAULT_CALIBRATION.producerRegionDepth = depth === undefined ? {} : { France: depth };
      DEFAULT_CALIBRATION.producerRegionDepthByRegion = {};
      expect(reportedRegion(knowledgeBase, profile(source))?.name).toBe(expected);
    },
  );

  it("prefers the depth fitted for the broad region over the country's", () => {
    DEFAULT_CALIBRATION.producerRegionDepth = { France: 0 };
    DEFAULT_CALIBRATION.producerRegionDepthByRegion = { bordeaux: 4 };
    expect(reportedRegion(knowledgeBase, profile("producer"))?.name).toBe("Margaux");
    DEFAULT_CALIBRATION.producerRegionDepthByRegion = { burgundy: 4 };
    expect(reportedRegion(knowledgeBase, profile("producer"))?.name).toBe("Bordeaux");
  });
});
