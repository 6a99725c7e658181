/** What a toast shows: a title and an optional line below it. */
export type ToastMessage = { title: string; description?: string };

export const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

/** A failed `/api` call, carrying the server's `{ error: { code, message } }` and the HTTP status. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Reads an error response body; anything not shaped like ours still becomes an `ApiError`. */
export function readErrorBody(body: unknown, status: number): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  const code = typeof error?.code === "string" ? error.code : "internal";
  const message =
    typeof error?.message === "string" && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
  return new ApiError(code, message, status);
}

/** The spec's generic error toast: 'Error' with the server's message, or the catch-all sentence. */
export function describeError(error: unknown, title = "Error"): ToastMessage {
  if (error instanceof ApiError) return { title, description: error.message };
  if (error instanceof TypeError) {
    return { title, description: "Could not reach Vinestra. Please check your connection and try again." };
  }
  return { title, description: UNEXPECTED_ERROR_MESSAGE };
}

/** An error as better-auth's client reports it. */
export type AuthErrorLike = { message?: string | undefined; code?: string | undefined; status?: number };

/** 'Authentication Error' with the message plus the code or status in parentheses (spec §8). */
export function describeAuthError(error: AuthErrorLike): ToastMessage {
  const message = error.message?.trim() || "Authentication failed";
  const reference = error.code || (error.status ? String(error.status) : "");
  return {
    title: "Authentication Error",
    description: reference ? `${message} (${reference})` : message,
  };
}

/** The server no longer knows the session: signing out is then already done. */
export function isMissingSessionError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 401 || (typeof code === "string" && /SESSION/i.test(code));
}

function isAuthErrorLike(error: unknown): error is AuthErrorLike {
  return (
    typeof error === "object" &&
    error !== null &&
    !(error instanceof Error) &&
    typeof (error as { status?: unknown }).status === "number"
  );
}

/** A refused sign-in or sign-up gets 'Authentication Error'; anything else (network, bug) the spec's 'Error'. */
export function describeAuthFailure(error: unknown): ToastMessage {
  if (isAuthErrorLike(error)) return describeAuthError(error);
  return { title: "Error", description: UNEXPECTED_ERROR_MESSAGE };
}
