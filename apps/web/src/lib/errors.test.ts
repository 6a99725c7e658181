import { describe, expect, it } from "vitest";
import {
  ApiError,
  describeAuthError,
  describeAuthFailure,
  describeError,
  isMissingSessionError,
  readErrorBody,
  UNEXPECTED_ERROR_MESSAGE,
} from "./errors";

describe("readErrorBody", () => {
  it("reads the server's error envelope", () => {
    const error = readErrorBody({ error: { code: "validation_failed", message: "Nothing to update" } }, 400);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "validation_failed", message: "Nothing to update", status: 400 });
  });

  it.each([[null], ["<html>Bad gateway</html>"], [{ error: "nope" }], [{ error: { message: "" } }]])(
    "turns an unexpected body %j into the catch-all",
    (body) => {
      expect(readErrorBody(body, 502)).toMatchObject({
        code: "internal",
        message: UNEXPECTED_ERROR_MESSAGE,
        status: 502,
      });
    },
  );
});

describe("describeError", () => {
  it("shows the server's message under the given title", () => {
    const error = new ApiError("unauthorized", "Sign in to continue.", 401);
    expect(describeError(error)).toEqual({ title: "Error", description: "Sign in to continue." });
    expect(describeError(error, "Could not save")).toEqual({
      title: "Could not save",
      description: "Sign in to continue.",
    });
  });

  it("explains a network failure", () => {
    expect(describeError(new TypeError("Failed to fetch")).description).toMatch(/connection/);
  });

  it("never shows an internal exception's text", () => {
    expect(describeError(new Error("undefined is not a function"))).toEqual({
      title: "Error",
      description: UNEXPECTED_ERROR_MESSAGE,
    });
  });
});

describe("describeAuthError", () => {
  it("adds the code in parentheses", () => {
    expect(
      describeAuthError({
        message: "Invalid email or password",
        code: "INVALID_EMAIL_OR_PASSWORD",
        status: 401,
      }),
    ).toEqual({
      title: "Authentication Error",
      description: "Invalid email or password (INVALID_EMAIL_OR_PASSWORD)",
    });
  });

  it("falls back to the status when there is no code", () => {
    expect(describeAuthError({ message: "Too many requests. Please try again later.", status: 429 })).toEqual(
      {
        title: "Authentication Error",
        description: "Too many requests. Please try again later. (429)",
      },
    );
  });

  it("still says something without a message", () => {
    expect(describeAuthError({ status: 500 }).description).toBe("Authentication failed (500)");
  });
});

describe("isMissingSessionError", () => {
  it.each([
    [{ status: 401, message: "Unauthorized" }, true],
    [{ status: 400, code: "SESSION_NOT_FOUND" }, true],
    [{ status: 500, message: "Internal" }, false],
    [new TypeError("Failed to fetch"), false],
    [null, false],
  ])("%j → %s", (error, expected) => {
    expect(isMissingSessionError(error)).toBe(expected);
  });
});

describe("describeAuthFailure", () => {
  it("reports a refusal from the auth server as an Authentication Error", () => {
    expect(
      describeAuthFailure({ status: 422, code: "USER_ALREADY_EXISTS", message: "User already exists" }),
    ).toEqual({
      title: "Authentication Error",
      description: "User already exists (USER_ALREADY_EXISTS)",
    });
  });

  it("reports anything else with the spec's catch-all", () => {
    expect(describeAuthFailure(new TypeError("Failed to fetch"))).toEqual({
      title: "Error",
      description: "An unexpected error occurred. Please try again.",
    });
  });
});
