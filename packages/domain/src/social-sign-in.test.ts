import { describe, expect, it } from "vitest";
import { chooseSocialSignInMode } from "./social-sign-in.ts";

const desktop = "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0";
const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";

describe("chooseSocialSignInMode", () => {
  it.each([
    [desktop, 1280, "popup"],
    [desktop, 769, "popup"],
    [desktop, 768, "redirect"],
    [iphone, 1280, "redirect"],
    ["Mozilla/5.0 (Linux; Android 14)", 1024, "redirect"],
  ] as const)("%j at %d px → %s", (userAgent, width, mode) => {
    expect(chooseSocialSignInMode(userAgent, width)).toBe(mode);
  });
});
