import { describe, expect, it } from "vitest";
import { describeRating, describeRatingUpdated, isRated } from "./rating.ts";

describe("ratings", () => {
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [2.5, false],
    [null, false],
    [undefined, false],
  ])("isRated(%j) is %s", (rating, expected) => {
    expect(isRated(rating)).toBe(expected);
  });

  it.each([
    [4, "4/5"],
    [0, "Rate wine"],
    [null, "Rate wine"],
  ])("labels rating %j as %j", (rating, label) => {
    expect(describeRating({ user_rating: rating })).toBe(label);
  });

  it("says star or stars", () => {
    expect(describeRatingUpdated(1)).toEqual({ title: "Rating updated", message: "Wine rated 1 star" });
    expect(describeRatingUpdated(4)).toEqual({ title: "Rating updated", message: "Wine rated 4 stars" });
  });
});
