import { describe, expect, it } from "vitest";
import { APP_VERSION, decideVersionGate } from "./app-version.ts";

const isAuthToken = (key: string) => key.startsWith("auth.");

describe("decideVersionGate", () => {
  it("keeps storage on the current version", () => {
    expect(APP_VERSION).toBe("1.0.1");
    expect(decideVersionGate("1.0.1", ["a"], isAuthToken)).toEqual({ action: "keep" });
  });

  it.each([["1.0.0"], [null], [undefined], [""]])(
    "clears all but the auth token when the stored version is %j",
    (stored) => {
      expect(
        decideVersionGate(stored, ["auth.token", "app_version", "value_visible", "fresh_ok"], isAuthToken),
      ).toEqual({
        action: "reset",
        keysToRemove: ["value_visible", "fresh_ok"],
        versionToStore: "1.0.1",
        reload: true,
      });
    },
  );
});
