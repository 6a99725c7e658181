import { describe, expect, it } from "vitest";
import { buildAuthPath, sanitizeReturnTo } from "./return-to";

describe("sanitizeReturnTo", () => {
  it.each([
    ["/profile", "/profile"],
    ["/support?tab=faq#contact", "/support?tab=faq#contact"],
    ["/?view=table&status=Ready", "/?view=table&status=Ready"],
    ["/wine/../profile", "/profile"],
  ])("keeps the same-site path %s", (value, expected) => {
    expect(sanitizeReturnTo(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["profile"],
    ["https://evil.example/profile"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["javascript:alert(1)"],
    ["/auth"],
    ["/auth?mode=signup"],
  ])("falls back to / for %j", (value) => {
    expect(sanitizeReturnTo(value)).toBe("/");
  });
});

describe("buildAuthPath", () => {
  it("carries the page to come back to", () => {
    expect(buildAuthPath("/profile")).toBe("/auth?returnTo=%2Fprofile");
  });

  it("leaves out the default return path", () => {
    expect(buildAuthPath("/")).toBe("/auth");
    expect(buildAuthPath("/", "signup")).toBe("/auth?mode=signup");
  });
});
