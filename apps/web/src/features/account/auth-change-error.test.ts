import { describe, expect, it } from "vitest";
import { describeAuthChangeError } from "./auth-change-error";

describe("describeAuthChangeError", () => {
  it("explains a wrong password in plain words", () => {
    expect(
      describeAuthChangeError("Error updating password", {
        status: 400,
        code: "INVALID_PASSWORD",
        message: "Invalid password",
      }),
    ).toEqual(["Error updating password", { description: "That password is not right. Please try again." }]);
  });

  it("passes on a reason it has no words of its own for", () => {
    expect(
      describeAuthChangeError("Could not delete account", { status: 429, message: "Too many requests" })[1],
    ).toEqual({ description: "Too many requests" });
  });

  it("explains a connection failure and hides internal exceptions", () => {
    expect(describeAuthChangeError("x", new TypeError("Failed to fetch"))[1].description).toMatch(
      /connection/,
    );
    expect(describeAuthChangeError("x", new Error("undefined is not a function"))[1].description).toBe(
      "An unexpected error occurred. Please try again.",
    );
  });
});
