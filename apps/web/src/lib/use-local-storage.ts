import { useCallback, useSyncExternalStore } from "react";

const CHANGE_EVENT = "vinestra:local-storage";

/** Reads a stored value; storage may be unavailable (private mode, blocked cookies), which reads as absent. */
export function readLocalStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocalStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the choice then lasts for this page only.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** A true/false choice kept in local storage (stored as "true"/"false"), shared by every component using it. */
export function useLocalStorageFlag(key: string, defaultValue: boolean): [boolean, (value: boolean) => void] {
  const stored = useSyncExternalStore(
    subscribe,
    () => readLocalStorage(key),
    () => null,
  );
  const value = stored === null ? defaultValue : stored === "true";
  const setValue = useCallback((next: boolean) => writeLocalStorage(key, String(next)), [key]);
  return [value, setValue];
}
