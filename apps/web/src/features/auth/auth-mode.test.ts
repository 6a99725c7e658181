import { describe, expect, it } from "vitest";
import { authModeHref, readAuthMode } from "./auth-mode";

describe("readAuthMode", () => {
  it.each([
    ["mode=signup", "sign-up"],
    ["", "sign-in"],
    ["mode=signin", "sign-in"],
    ["mode=SIGNUP", "sign-in"],
  ])("?%s opens %s", (query, expected) => {
    expect(readAuthMode(new URLSearchParams(query))).toBe(expected);
  });
});

describe("authModeHref", () => {
  it("keeps the return path across the toggle", () => {
    expect(authModeHref("sign-up", "/profile")).toBe("/auth?mode=signup&returnTo=%2Fprofile");
    expect(authModeHref("sign-in", "/profile")).toBe("/auth?returnTo=%2Fprofile");
  });

  it("is plain /auth for the defaults", () => {
    expect(authModeHref("sign-in", "/")).toBe("/auth");
  });
});
