import { RESET_TIMEOUT_MS, resetRetryDelayMs, shouldRetryReset } from "@vinestra/domain";
import { type AuthErrorLike, type ToastMessage, UNEXPECTED_ERROR_MESSAGE } from "../../lib/errors";

export const RESET_TIMEOUT_MESSAGE =
  "Password reset request timed out. Please check your connection and try again";

/** A reset request that got no answer in time (spec §8: code `request_timeout`). */
export class ResetTimeoutError extends Error {
  override readonly name = "ResetTimeoutError";
  readonly code = "request_timeout";
  constructor() {
    super(RESET_TIMEOUT_MESSAGE);
  }
}

type SendReset = (signal: AbortSignal) => Promise<void>;
type RetryOptions = {
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : "";
}

/** A failed fetch is a TypeError whose wording differs by browser ('Failed to fetch', 'Load failed' …). */
function retryText(error: unknown): string {
  return error instanceof TypeError ? `network: ${messageOf(error)}` : messageOf(error);
}

async function attemptWithTimeout(send: SendReset, timeoutMs: number): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ResetTimeoutError());
    }, timeoutMs);
  });
  try {
    await Promise.race([send(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends the reset request, each attempt limited to 30 s; network-type failures are tried again after attempt × 2 s,
 * three attempts in all (spec §8). Anything else fails at once.
 */
export async function requestResetWithRetry(send: SendReset, options: RetryOptions = {}): Promise<void> {
  const { timeoutMs = RESET_TIMEOUT_MS, sleep = wait } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      await attemptWithTimeout(send, timeoutMs);
      return;
    } catch (error) {
      if (!shouldRetryReset(attempt, retryText(error))) throw error;
      await sleep(resetRetryDelayMs(attempt));
    }
  }
}

function isAuthErrorLike(error: unknown): error is AuthErrorLike {
  return typeof error === "object" && error !== null && !(error instanceof Error);
}

/** 'Password Reset Error' with what went wrong; a time-out adds what to try (spec §8). */
export function describeResetError(error: unknown): ToastMessage {
  const title = "Password Reset Error";
  const message = messageOf(error);
  if (error instanceof ResetTimeoutError || /timeout/i.test(message)) {
    return {
      title,
      description: `${RESET_TIMEOUT_MESSAGE}. You can also try another network, or try again in a few minutes.`,
    };
  }
  if (error instanceof TypeError) {
    return { title, description: "Could not reach Vinestra. Please check your connection and try again." };
  }
  if (isAuthErrorLike(error) && message) return { title, description: message };
  return { title, description: UNEXPECTED_ERROR_MESSAGE };
}
