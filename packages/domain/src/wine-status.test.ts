import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  classifyStatusText,
  countReadyAndHoldBottles,
  deriveExportWineStatus,
  deriveStatusFromWindow,
  deriveWineStatus,
  describeCellarListHeading,
  isReadyToDrinkStatus,
  tallyWineStatuses,
  WINE_STATUSES,
} from "./wine-status.ts";

const now = new Date(2025, 5, 15);
const window = { optimal_start: 2022, optimal_end: 2040, peak_start: 2028, peak_end: 2035 };

describe("deriveStatusFromWindow (the four-year rule)", () => {
  it.each([
    [2021, "Too Young"],
    [2022, "Aging Beautifully"],
    [2027, "Aging Beautifully"],
    [2028, "Peak Period"],
    [2035, "Peak Period"],
    [2036, "Ready"],
    [2041, "Ready"],
  ] as const)("in %d the wine is %s", (year, status) => {
    expect(deriveStatusFromWindow(window, year)).toBe(status);
  });

  it.each([
    [{ ...window, optimal_start: null }],
    [{ ...window, optimal_end: undefined }],
    [{ ...window, peak_start: 0 }],
    [{ ...window, peak_end: Number.NaN }],
  ])("needs all four years: %j gives null", (wine) => {
    expect(deriveStatusFromWindow(wine, 2030)).toBeNull();
  });

  it("checks peak before aging when the window years overlap oddly", () => {
    expect(
      deriveStatusFromWindow(
        { optimal_start: 2030, optimal_end: 2040, peak_start: 2020, peak_end: 2032 },
        2031,
      ),
    ).toBe("Peak Period");
  });
});

describe("classifyStatusText (the app's keywords)", () => {
  it.each([
    ["At its PEAK", "Peak Period"],
    ["Optimal drinking", "Peak Period"],
    ["Ready to drink", "Ready"],
    ["ready   now", "Ready"],
    ["In its drinking window", "Ready"],
    ["Drink now", "Ready"],
    ["Approachable now", "Ready"],
    ["Aging gracefully", "Aging Beautifully"],
    ["Needs cellaring", "Aging Beautifully"],
    ["Will benefit from time", "Aging Beautifully"],
    ["Developing", "Aging Beautifully"],
    ["Maturing", "Aging Beautifully"],
    ["Approachable", "Aging Beautifully"],
    ["Too young", "Too Young"],
    ["Youthful", "Too Young"],
    ["Tight", "Too Young"],
    ["Closed", "Too Young"],
    ["Needs time", "Too Young"],
    ["Hold", "Too Young"],
    ["Ready to drink but approaching its peak", "Peak Period"],
  ] as const)("%j → %s", (text, status) => {
    expect(classifyStatusText(text)).toBe(status);
  });

  it.each([[""], ["   "], [null], [undefined], ["Excellent"]])("%j matches nothing", (text) => {
    expect(classifyStatusText(text)).toBeNull();
  });

  it("uses the export's shorter list on request", () => {
    expect(classifyStatusText("Drink now", "export")).toBeNull();
    expect(classifyStatusText("Developing", "export")).toBeNull();
    expect(classifyStatusText("Closed", "export")).toBeNull();
    expect(classifyStatusText("Ready now", "export")).toBe("Ready");
    expect(classifyStatusText("Cellaring", "export")).toBe("Aging Beautifully");
    expect(classifyStatusText("Youthful", "export")).toBe("Too Young");
    expect(classifyStatusText("Optimal", "export")).toBe("Peak Period");
  });

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const status = classifyStatusText(text);
        expect(status === null || WINE_STATUSES.includes(status)).toBe(true);
      }),
    );
  });
});

describe("deriveWineStatus", () => {
  it.each([
    [{ ...window, current_status: "Ready now" }, "Aging Beautifully"],
    [{ current_status: "Drink now" }, "Ready"],
    [{ optimal_start: 2020, current_status: "At peak" }, "Peak Period"],
    [{ current_status: "Lovely" }, "Too Young"],
    [{}, "Too Young"],
  ] as const)("%j → %s", (wine, status) => {
    expect(deriveWineStatus(wine, now)).toBe(status);
  });

  it("uses the export keywords in the export", () => {
    expect(deriveExportWineStatus({ current_status: "Drink now" }, now)).toBe("Too Young");
    expect(deriveExportWineStatus({ current_status: "Ready to drink" }, now)).toBe("Ready");
    expect(deriveExportWineStatus(window, now)).toBe("Aging Beautifully");
  });
});

describe("bottle counts", () => {
  const wines = [
    { current_status: "ready now", quantity: 2 },
    { current_status: "at peak", quantity: null },
    { current_status: "young", quantity: 3 },
    { current_status: "developing", quantity: 4 },
    { current_status: "developing" },
  ];

  it("counts Ready to Drink (Ready + Peak) and Hold (Too Young + Aging) bottles, quantity default 1", () => {
    expect(countReadyAndHoldBottles(wines, now)).toEqual({ readyToDrink: 3, hold: 8 });
    expect(countReadyAndHoldBottles([], now)).toEqual({ readyToDrink: 0, hold: 0 });
  });

  it("tallies wines and bottles per status", () => {
    expect(tallyWineStatuses(wines, now)).toEqual({
      "Too Young": { wines: 1, bottles: 3 },
      "Aging Beautifully": { wines: 2, bottles: 5 },
      "Peak Period": { wines: 1, bottles: 1 },
      Ready: { wines: 1, bottles: 2 },
    });
  });

  it.each([
    ["Ready", true],
    ["Peak Period", true],
    ["Aging Beautifully", false],
    ["Too Young", false],
  ] as const)("%s ready to drink: %s", (status, expected) => {
    expect(isReadyToDrinkStatus(status)).toBe(expected);
  });
});

describe("describeCellarListHeading", () => {
  it.each([
    ["Peak Period", "Peak Period Wines"],
    ["Too Young", "Too Young Wines"],
    [null, "Your Personal Cellar"],
    [undefined, "Your Personal Cellar"],
  ] as const)("%j → %j", (status, heading) => {
    expect(describeCellarListHeading(status)).toBe(heading);
  });
});
