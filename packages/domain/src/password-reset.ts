/** Password-reset request policy (spec §8, §9). */
export const RESET_MAX_ATTEMPTS = 3;
export const RESET_TIMEOUT_MS = 30_000;
export const RESET_SLOW_THRESHOLD_MS = 25_000;

const RETRYABLE = ["timeout", "deadline", "network", "load failed"];

/**
 * Whether a reset error is network-like (timeout, deadline, network, 'Load failed') and so worth retrying.
 */
export function isRetryableResetError(message: string | null | undefined): boolean {
  const text = (message ?? "").toLowerCase();
  return RETRYABLE.some((word) => text.includes(word));
}

/** The wait before retry number `attempt` (1-based): attempt × 2 s. */
export function resetRetryDelayMs(attempt: number): number {
  return attempt * 2000;
}

/** Whether a failed attempt is retried: a network-like error with attempts left. */
export function shouldRetryReset(attempt: number, message: string | null | undefined): boolean {
  return attempt < RESET_MAX_ATTEMPTS && isRetryableResetError(message);
}
