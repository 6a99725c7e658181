import { describe, expect, it } from "vitest";
import { fitWithin, MAX_PHOTO_EDGE_PX } from "./label-photo";

describe("fitWithin", () => {
  it("keeps a photo that already fits", () => {
    expect(fitWithin(1280, 720)).toEqual({ width: 1280, height: 720 });
    expect(fitWithin(MAX_PHOTO_EDGE_PX, 900)).toEqual({ width: MAX_PHOTO_EDGE_PX, height: 900 });
  });

  it("scales the longest edge down to 1600 px, keeping the proportions", () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it("never gives an empty side", () => {
    expect(fitWithin(10_000, 2)).toEqual({ width: 1600, height: 1 });
  });
});
