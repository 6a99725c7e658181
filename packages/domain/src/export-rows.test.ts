import { describe, expect, it } from "vitest";
import type { CellarWineLike } from "./cellar-wine.ts";
import {
  describeExportSuccess,
  EXPORT_COLUMNS,
  EXPORT_SHEET_NAME,
  exportFileName,
  toExportRow,
} from "./export-rows.ts";

const now = new Date(2025, 5, 15);
const formatDate = (date: Date) => date.toISOString().slice(0, 10);

describe("export columns", () => {
  it("has the 23 headers of sheet 'Wine Cellar' in order", () => {
    expect(EXPORT_SHEET_NAME).toBe("Wine Cellar");
    expect(EXPORT_COLUMNS).toEqual([
      "Wine Name",
      "Producer",
      "Vintage",
      "Region",
      "Variety",
      "Quantity",
      "Market Value Range",
      "Average Market Value",
      "Status",
      "Drinking Window",
      "Peak Period",
      "User Rating",
      "Current Condition",
      "Aging Potential",
      "Cellaring Advice",
      "Storage Conditions",
      "Risk Factors",
      "Tannins",
      "Acidity",
      "Alcohol",
      "Food Pairing",
      "Added Date",
      "Last Updated",
    ]);
  });
});

describe("toExportRow", () => {
  it("writes a full wine", () => {
    const wine: CellarWineLike = {
      id: "1",
      wine_name: "Opus One",
      producer: "Opus One Winery",
      vintage: 2018,
      region: "Napa Valley",
      variety: "Bordeaux blend",
      quantity: 3,
      market_value: "$1,200 - $1,500",
      current_status: "Ready now",
      optimal_start: 2024,
      optimal_end: 2040,
      peak_start: 2028,
      peak_end: 2035,
      user_rating: 4,
      current_condition: "Youthful",
      aging_potential: "20 years",
      cellaring_advice: "Lay down",
      storage_conditions: "13°C",
      risk_factors: "None",
      tannins: "Firm",
      acidity: "Fresh",
      alcohol: "14.5%",
      food_pairing: "Lamb",
      created_at: "2025-01-02T12:00:00Z",
      updated_at: new Date("2025-03-04T12:00:00Z"),
    };
    expect(toExportRow(wine, formatDate, now)).toEqual({
      "Wine Name": "Opus One",
      Producer: "Opus One Winery",
      Vintage: 2018,
      Region: "Napa Valley",
      Variety: "Bordeaux blend",
      Quantity: 3,
      "Market Value Range": "$1,200 - $1,500",
      "Average Market Value": 1350,
      Status: "Aging Beautifully",
      "Drinking Window": "2024-2040",
      "Peak Period": "2028-2035",
      "User Rating": "4/5",
      "Current Condition": "Youthful",
      "Aging Potential": "20 years",
      "Cellaring Advice": "Lay down",
      "Storage Conditions": "13°C",
      "Risk Factors": "None",
      Tannins: "Firm",
      Acidity: "Fresh",
      Alcohol: "14.5%",
      "Food Pairing": "Lamb",
      "Added Date": "2025-01-02",
      "Last Updated": "2025-03-04",
    });
  });

  it("writes empty cells for missing text, quantity 1, no rating and the export's status keywords", () => {
    const row = toExportRow(
      {
        id: "2",
        wine_name: "Mystery",
        user_rating: 0,
        current_status: "Drink now",
        optimal_start: 2030,
        created_at: "bad",
      },
      formatDate,
      now,
    );
    expect(row).toMatchObject({
      Producer: "",
      Vintage: "",
      Quantity: 1,
      "Market Value Range": "",
      "Average Market Value": "",
      Status: "Too Young",
      "Drinking Window": "2030",
      "Peak Period": "",
      "User Rating": "",
      Tannins: "",
      "Added Date": "",
      "Last Updated": "",
    });
    expect(Object.keys(row)).toEqual([...EXPORT_COLUMNS]);
  });

  it("writes one year when start and end are the same and caps long text", () => {
    const row = toExportRow(
      { id: "3", wine_name: "x".repeat(40_000), peak_start: 2030, peak_end: 2030, created_at: 0 },
      formatDate,
      now,
    );
    expect(row["Peak Period"]).toBe("2030");
    expect(row["Wine Name"]).toHaveLength(32_767);
    expect(row["Added Date"]).toBe("1970-01-01");
  });
});

describe("export file and toast", () => {
  it.each([
    [undefined, "wine-cellar-2025-06-15.xlsx"],
    ["  ", "wine-cellar-2025-06-15.xlsx"],
    ["my-cellar", "my-cellar.xlsx"],
  ])("base name %j → %j", (baseName, fileName) => {
    expect(exportFileName(now, baseName)).toBe(fileName);
  });

  it("pads months and days", () => {
    expect(exportFileName(new Date(2026, 0, 5))).toBe("wine-cellar-2026-01-05.xlsx");
  });

  it("words the success toast", () => {
    expect(describeExportSuccess(12)).toEqual({
      title: "Export successful",
      message: "Exported 12 wines to Excel",
    });
  });
});
