/** The app version the client's version gate compares with (spec §9). */
export const APP_VERSION = "1.0.1";
/** The local-storage key holding the last version the browser ran. */
export const APP_VERSION_STORAGE_KEY = "app_version";

export type VersionGateDecision =
  | { action: "keep" }
  | { action: "reset"; keysToRemove: string[]; versionToStore: string; reload: true };

/**
 * The version gate (spec §4): when the stored version differs from 1.0.1 (a first visit included), local
 * storage is cleared except the auth token, the version is stored, and the page reloads.
 */
export function decideVersionGate(
  storedVersion: string | null | undefined,
  storageKeys: readonly string[],
  isAuthTokenKey: (key: string) => boolean,
): VersionGateDecision {
  if (storedVersion === APP_VERSION) return { action: "keep" };
  return {
    action: "reset",
    keysToRemove: storageKeys.filter((key) => !isAuthTokenKey(key) && key !== APP_VERSION_STORAGE_KEY),
    versionToStore: APP_VERSION,
    reload: true,
  };
}
