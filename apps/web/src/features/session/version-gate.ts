import { APP_VERSION_STORAGE_KEY, decideVersionGate } from "@vinestra/domain";

type KeyValueStorage = Pick<Storage, "length" | "key" | "getItem" | "setItem" | "removeItem">;

/**
 * The session itself is an http-only cookie; what better-auth keeps in local storage (its cross-tab session notice)
 * belongs with it and survives the gate.
 */
export function isAuthTokenKey(key: string): boolean {
  return key.startsWith("better-auth");
}

/**
 * The version gate (spec §4): a browser that last ran another version has its local storage cleared (the session
 * kept) and the new version stored; "reload" tells the caller to load the page once more. Storage that cannot be
 * read or written is left alone, so a locked-down browser never reloads in a loop.
 */
export function applyVersionGate(storage: KeyValueStorage): "keep" | "reload" {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key !== null) keys.push(key);
    }
    const decision = decideVersionGate(storage.getItem(APP_VERSION_STORAGE_KEY), keys, isAuthTokenKey);
    if (decision.action === "keep") return "keep";
    for (const key of decision.keysToRemove) storage.removeItem(key);
    storage.setItem(APP_VERSION_STORAGE_KEY, decision.versionToStore);
    return storage.getItem(APP_VERSION_STORAGE_KEY) === decision.versionToStore ? "reload" : "keep";
  } catch {
    return "keep";
  }
}
