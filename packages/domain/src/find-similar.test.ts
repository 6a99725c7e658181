import { describe, expect, it } from "vitest";
import {
  buildFindSimilarPath,
  buildPublicFindSimilarPath,
  buildSignUpPath,
  decideFindSimilarStep,
} from "./find-similar.ts";

describe("find similar", () => {
  it.each([
    [{ signedIn: false, hasLocation: true, hasConfirmation: true }, "sign-up"],
    [{ signedIn: true, hasLocation: false, hasConfirmation: true }, "set-location"],
    [{ signedIn: true, hasLocation: true, hasConfirmation: false }, "confirm"],
    [{ signedIn: true, hasLocation: true, hasConfirmation: true }, "navigate"],
  ] as const)("%j → %s", (state, step) => {
    expect(decideFindSimilarStep(state)).toBe(step);
  });

  it("builds the routes", () => {
    expect(buildFindSimilarPath("a b")).toBe("/find-similar/a%20b");
    const path = buildPublicFindSimilarPath({ name: "Château Margaux", vintage: 2015 });
    expect(JSON.parse(decodeURIComponent(path.split("wine=")[1] ?? ""))).toEqual({
      name: "Château Margaux",
      vintage: 2015,
    });
    expect(buildSignUpPath("/find-similar-public?wine=x")).toBe(
      "/auth?mode=signup&returnTo=%2Ffind-similar-public%3Fwine%3Dx",
    );
    expect(buildSignUpPath()).toBe("/auth?mode=signup");
  });
});
