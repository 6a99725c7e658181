import { type Instant, toEpochMilliseconds } from "./cellar-wine.ts";

/** Accounts younger than this see the welcome toast (spec §8). */
export const WELCOME_WINDOW_MS = 24 * 60 * 60 * 1000;
export const WELCOME_TOAST_DURATION_MS = 8000;

/** Whether the account is under 24 hours old, so the 8-second welcome toast shows. */
export function shouldShowWelcomeToast(accountCreatedAt: Instant, now: Date): boolean {
  const age = now.getTime() - toEpochMilliseconds(accountCreatedAt);
  return age >= 0 && age < WELCOME_WINDOW_MS;
}
