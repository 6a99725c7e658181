import { useLocalStorageFlag } from "@/lib/use-local-storage";

/** The value-visibility flag of spec §3 (local storage, visible by default). */
const KEY = "vinestra.showCollectionValue";

export function useValueVisibility(): [boolean, (visible: boolean) => void] {
  return useLocalStorageFlag(KEY, true);
}

export const HIDDEN_VALUE = "••••••";
