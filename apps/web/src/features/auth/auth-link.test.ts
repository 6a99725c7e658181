import { describe, expect, it } from "vitest";
import { readAuthLink, recoveryRedirectUrl, withoutAuthLink } from "./auth-link";

describe("readAuthLink", () => {
  it.each([
    ["", { kind: "none" }],
    ["mode=signup&returnTo=%2Fprofile", { kind: "none" }],
    ["type=recovery&token=abc123", { kind: "recovery", token: "abc123" }],
    ["type=recovery&error=INVALID_TOKEN", { kind: "recovery-invalid" }],
    ["type=recovery", { kind: "recovery-error" }],
    ["type=recovery&token=abc&error=server_error", { kind: "recovery-error" }],
    ["error=access_denied", { kind: "social-error", code: "access_denied" }],
    ["returnTo=%2Fprofile&error=invalid_code", { kind: "social-error", code: "invalid_code" }],
  ])("?%s → %j", (query, expected) => {
    expect(readAuthLink(new URLSearchParams(query))).toEqual(expected);
  });
});

describe("recoveryRedirectUrl", () => {
  it("points the reset e-mail at this site's recovery view", () => {
    expect(recoveryRedirectUrl("https://cellar.example")).toBe("https://cellar.example/auth?type=recovery");
  });
});

describe("withoutAuthLink", () => {
  it("keeps the mode and return path, drops the link's parameters", () => {
    const rest = withoutAuthLink(
      new URLSearchParams(
        "mode=signup&returnTo=%2Fprofile&type=recovery&error=x&error_description=y&token=t",
      ),
    );
    expect(rest.toString()).toBe("mode=signup&returnTo=%2Fprofile");
  });
});
