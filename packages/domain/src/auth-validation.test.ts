import { describe, expect, it } from "vitest";
import {
  canSubmitSignIn,
  validateForgotPassword,
  validateNewPassword,
  validateSignUp,
} from "./auth-validation.ts";

describe("sign-in and sign-up", () => {
  it.each([
    ["a@b.c", "secret", true],
    ["", "secret", false],
    ["  ", "secret", false],
    ["a@b.c", "", false],
  ])("canSubmitSignIn(%j, %j) is %s", (email, password, expected) => {
    expect(canSubmitSignIn(email, password)).toBe(expected);
  });

  it.each([
    [{ email: "", password: "x", confirmPassword: "x" }, null],
    [{ email: "a@b.c", password: "", confirmPassword: "" }, null],
    [
      { email: "a@b.c", password: "secret1", confirmPassword: "secret2" },
      {
        ok: false,
        title: "Passwords don't match",
        message: "Please make sure both passwords are identical.",
      },
    ],
    [
      { email: " a@b.c ", password: "secret", confirmPassword: "secret" },
      { ok: true, value: { email: "a@b.c", password: "secret" } },
    ],
  ])("validateSignUp(%j) → %j", (input, expected) => {
    expect(validateSignUp(input)).toEqual(expected);
  });
});

describe("password reset forms", () => {
  it.each([
    ["", { ok: false, title: "Email Required", message: "Please enter your email address." }],
    ["   ", { ok: false, title: "Email Required", message: "Please enter your email address." }],
    [" a@b.c ", { ok: true, value: "a@b.c" }],
  ])("validateForgotPassword(%j) → %j", (email, expected) => {
    expect(validateForgotPassword(email)).toEqual(expected);
  });

  it.each([
    [
      "",
      "",
      { ok: false, title: "All fields required", message: "Please enter and confirm your new password." },
    ],
    [
      "abcdef",
      "",
      { ok: false, title: "All fields required", message: "Please enter and confirm your new password." },
    ],
    [
      "abcdef",
      "abcdeg",
      {
        ok: false,
        title: "Passwords don't match",
        message: "Please make sure both passwords are identical.",
      },
    ],
    [
      "abcde",
      "abcde",
      { ok: false, title: "Password too short", message: "Password must be at least 6 characters long." },
    ],
    ["abcdef", "abcdef", { ok: true, value: "abcdef" }],
  ])("validateNewPassword(%j, %j) → %j", (password, confirmation, expected) => {
    expect(validateNewPassword(password, confirmation)).toEqual(expected);
  });
});
