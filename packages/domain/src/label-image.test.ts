import { describe, expect, it } from "vitest";
import { buildLabelImagePath, LABEL_IMAGE_BUCKET, LABEL_IMAGE_JPEG_QUALITY } from "./label-image.ts";

const now = new Date(1_750_000_000_000);

describe("buildLabelImagePath", () => {
  it.each([
    ["user1", "Opus One", "user1/1750000000000-Opus_One.jpg"],
    ["user1", "Château Margaux 2015", "user1/1750000000000-Chateau_Margaux_2015.jpg"],
    ["user1", "Penfolds: Bin 389!", "user1/1750000000000-Penfolds__Bin_389_.jpg"],
    ["user1", "", "user1/1750000000000-wine.jpg"],
    ["../evil", "Wine", "___evil/1750000000000-Wine.jpg"],
  ])("%j, %j → %j", (userId, name, path) => {
    expect(buildLabelImagePath(userId, now, name)).toBe(path);
  });

  it("caps the name part", () => {
    const path = buildLabelImagePath("u", now, "x".repeat(500));
    expect(path).toBe(`u/1750000000000-${"x".repeat(100)}.jpg`);
  });

  it("uses the spec's bucket and quality", () => {
    expect(LABEL_IMAGE_BUCKET).toBe("wine-labels");
    expect(LABEL_IMAGE_JPEG_QUALITY).toBe(0.8);
  });
});
