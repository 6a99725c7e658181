import { describe, expect, it } from "vitest";
import {
  classifySustainabilityBand,
  colorSustainability,
  gradeSustainability,
  labelSustainability,
} from "./sustainability.ts";

describe("sustainability", () => {
  it.each([
    [10, "A+", "Excellent", "green"],
    [9, "A+", "Excellent", "green"],
    [8.9, "A", "Excellent", "green"],
    [8, "A", "Excellent", "green"],
    [7.99, "B+", "Good", "yellow"],
    [7, "B+", "Good", "yellow"],
    [6, "B", "Good", "yellow"],
    [5.5, "C+", "Fair", "orange"],
    [5, "C+", "Fair", "orange"],
    [4, "C", "Fair", "orange"],
    [3.99, "D+", "Poor", "red"],
    [3, "D+", "Poor", "red"],
    [2, "D", "Poor", "red"],
    [1.99, "F", "Poor", "red"],
    [0, "F", "Poor", "red"],
  ] as const)("score %d: grade %s, label %s, colour %s", (score, grade, label, color) => {
    expect(gradeSustainability(score)).toBe(grade);
    expect(labelSustainability(score)).toBe(label);
    expect(colorSustainability(score)).toBe(color);
  });

  it.each([
    [8, "excellent"],
    [7.9, "good"],
    [6, "good"],
    [5.9, "fair"],
    [4, "fair"],
    [3.9, "poor"],
    [0, "poor"],
    [null, "unrated"],
    [undefined, "unrated"],
    [Number.NaN, "unrated"],
  ] as const)("filter band of %j is %s", (score, band) => {
    expect(classifySustainabilityBand(score)).toBe(band);
  });
});
