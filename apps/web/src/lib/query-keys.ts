/**
 * Every TanStack Query key of the app, in one place. Keys start with the signed-in user's id so one person's
 * cached data never shows for the next; invalidating `cellar(userId)` refreshes everything cellar-shaped.
 */
type UserKey = string | undefined;
const who = (userId: UserKey) => userId ?? "signed-out";

export const queryKeys = {
  /** `GET /api/me` (the account feature's `meQueryKey` is the same key). */
  me: (userId: UserKey) => ["me", who(userId)] as const,
  searches: (userId: UserKey) => ["searches", who(userId)] as const,
  cellar: (userId: UserKey) => ["cellar", who(userId)] as const,
  cellarList: (userId: UserKey) => ["cellar", who(userId), "list"] as const,
  cellarStats: (userId: UserKey) => ["cellar", who(userId), "stats"] as const,
  cellarDuplicates: (userId: UserKey, query: Record<string, string | number | undefined>) =>
    ["cellar", who(userId), "duplicates", query] as const,
  cellarWine: (userId: UserKey, wineId: string) => ["cellar", who(userId), "wine", wineId] as const,
  tastingNotes: (userId: UserKey, wineId: string) => ["cellar", who(userId), "notes", wineId] as const,
  reminders: (userId: UserKey, wineId: string) => ["cellar", who(userId), "reminders", wineId] as const,
};
