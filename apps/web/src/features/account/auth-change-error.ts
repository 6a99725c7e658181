import { UNEXPECTED_ERROR_MESSAGE } from "../../lib/errors";

type ToastArguments = [title: string, options: { description: string }];

const EXPLANATIONS: Record<string, string> = {
  INVALID_PASSWORD: "That password is not right. Please try again.",
  SESSION_EXPIRED: "For your security, please sign out, sign in again, and then try once more.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Your account signs in with Google and has no password.",
  PASSWORD_TOO_SHORT: "Password must be at least 6 characters long.",
};

/** A refused account change as a toast: our own words for the reasons we know, else the server's message. */
export function describeAuthChangeError(title: string, error: unknown): ToastArguments {
  if (error instanceof TypeError) {
    return [title, { description: "Could not reach Vinestra. Please check your connection and try again." }];
  }
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const known = typeof code === "string" ? EXPLANATIONS[code] : undefined;
  const description =
    known ??
    (typeof message === "string" && message && !(error instanceof Error)
      ? message
      : UNEXPECTED_ERROR_MESSAGE);
  return [title, { description }];
}
