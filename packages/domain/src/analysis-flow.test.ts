import { describe, expect, it } from "vitest";
import {
  buildSpecificAnalysisRequest,
  canChooseMatch,
  decideFreshAnalysis,
  describeFreshAnalysisButton,
  isMultipleMatchResult,
} from "./analysis-flow.ts";

describe("fresh analysis", () => {
  it.each([
    [false, true, "confirm"],
    [false, false, "confirm"],
    [true, false, "upgrade"],
    [true, true, "analyze"],
  ] as const)("accepted %s, can search %s → %s", (accepted, canSearch, step) => {
    expect(decideFreshAnalysis(accepted, canSearch)).toBe(step);
  });

  it("labels the dialog's button", () => {
    expect(describeFreshAnalysisButton(true)).toBe("Continue (1 search)");
    expect(describeFreshAnalysisButton(false)).toBe("View Upgrade Options");
  });
});

describe("disambiguation", () => {
  const data = { wineName: "Reserve", vintage: 2018, possibleMatches: [{ name: "Reserve", producer: "A" }] };

  it.each([
    [{ multipleMatches: true, possibleMatches: [{ name: "x" }] }, true],
    [{ multipleMatches: true, possibleMatches: [] }, false],
    [{ multipleMatches: false, possibleMatches: [{ name: "x" }] }, false],
    [{ multipleMatches: true }, false],
    [{ identification: {} }, false],
    [null, false],
    ["text", false],
  ])("isMultipleMatchResult(%j) is %s", (result, expected) => {
    expect(isMultipleMatchResult(result)).toBe(expected);
  });

  it.each([
    [data, { name: "Reserve" }, true],
    [data, { name: "  " }, false],
    [data, null, false],
    [null, { name: "Reserve" }, false],
  ])("canChooseMatch(%j, %j) is %s", (disambiguation, selected, expected) => {
    expect(canChooseMatch(disambiguation, selected)).toBe(expected);
  });

  it("asks for the chosen producer and region", () => {
    expect(
      buildSpecificAnalysisRequest(data, { name: " Reserve ", producer: " Vietti ", region: "" }),
    ).toEqual({
      wineName: "Reserve",
      vintage: 2018,
      specificProducer: "Vietti",
      specificRegion: null,
    });
    expect(buildSpecificAnalysisRequest(data, { name: "Reserve", region: "Barolo" })).toMatchObject({
      specificProducer: null,
      specificRegion: "Barolo",
    });
  });
});
