import { invalid, type Validated, valid } from "./result.ts";
import { isBlank } from "./text.ts";

/** Shortest new password (spec §9). */
export const MIN_PASSWORD_LENGTH = 6;

/** Sign-in: e-mail and password required; the form does nothing (no message) when either is empty. */
export function canSubmitSignIn(email: string, password: string): boolean {
  return !isBlank(email) && password !== "";
}

/**
 * Sign-up: null when e-mail or password is empty (the form then does nothing); the confirmation must match.
 */
export function validateSignUp(input: {
  email: string;
  password: string;
  confirmPassword: string;
}): Validated<{
  email: string;
  password: string;
}> | null {
  if (!canSubmitSignIn(input.email, input.password)) return null;
  if (input.password !== input.confirmPassword) {
    return invalid("Passwords don't match", "Please make sure both passwords are identical.");
  }
  return valid({ email: input.email.trim(), password: input.password });
}

/** Forgot password: 'Email Required' / 'Please enter your email address.' when blank. */
export function validateForgotPassword(email: string): Validated<string> {
  return isBlank(email) ? invalid("Email Required", "Please enter your email address.") : valid(email.trim());
}

/** New password (spec §5): both fields required, matching, and at least 6 characters. */
export function validateNewPassword(password: string, confirmPassword: string): Validated<string> {
  if (password === "" || confirmPassword === "") {
    return invalid("All fields required", "Please enter and confirm your new password.");
  }
  if (password !== confirmPassword) {
    return invalid("Passwords don't match", "Please make sure both passwords are identical.");
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return invalid("Password too short", "Password must be at least 6 characters long.");
  }
  return valid(password);
}
