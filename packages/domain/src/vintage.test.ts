import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateVintage, vintageBounds } from "./vintage.ts";

const now = new Date(2025, 5, 15);
const voiceError = {
  ok: false,
  title: "Invalid vintage",
  message: "Please enter a valid year between 1800 and the current year",
};
const promptError = {
  ok: false,
  title: "Invalid vintage",
  message: "Please enter a valid year between 1900 and current year",
};

describe("validateVintage", () => {
  it.each([
    ["voice", 1799, voiceError],
    ["voice", 1800, { ok: true, value: 1800 }],
    ["voice", 1899, { ok: true, value: 1899 }],
    ["voice", 2025, { ok: true, value: 2025 }],
    ["voice", 2026, voiceError],
    ["prompt", 1899, promptError],
    ["prompt", 1900, { ok: true, value: 1900 }],
    ["prompt", "2025", { ok: true, value: 2025 }],
    ["prompt", " 2015 ", { ok: true, value: 2015 }],
    ["prompt", 2026, promptError],
    ["prompt", "", promptError],
    ["prompt", "  ", promptError],
    ["prompt", "20x5", promptError],
    ["prompt", "2015.5", promptError],
    ["prompt", 2015.5, promptError],
    ["prompt", null, promptError],
    ["voice", undefined, voiceError],
    ["prompt", "٢٠١٥", promptError],
    ["input", 1899, promptError],
    ["input", 2025, { ok: true, value: 2025 }],
    ["input", 2099, promptError],
  ] as const)("%s %j → %j", (source, value, expected) => {
    expect(validateVintage(value, source, now)).toEqual(expected);
  });

  it("gives the bounds for the inputs", () => {
    expect(vintageBounds("voice", now)).toEqual({ min: 1800, max: 2025 });
    expect(vintageBounds("prompt", now)).toEqual({ min: 1900, max: 2025 });
  });

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom("voice" as const, "prompt" as const, "input" as const),
        (text, source) => {
          const result = validateVintage(text, source, now);
          if (result.ok) expect(result.value).toBeGreaterThanOrEqual(1800);
        },
      ),
    );
  });
});
