/**
 * Keeps each collector's cellar list in memory between changes. Only on the embedded database, where this
 * process is the only writer; on PostgreSQL several instances may write, so every read goes to the database.
 * Cellar routes invalidate a user's entry after any change.
 */
export type CellarReadCache = {
  read<T>(userId: string, part: string, load: () => Promise<T>): Promise<T>;
  invalidate(userId: string): void;
};

const MAX_USERS = 200;

export function createCellarReadCache(enabled: boolean): CellarReadCache {
  const entries = new Map<string, Map<string, Promise<unknown>>>();
  return {
    read(userId, part, load) {
      if (!enabled) return load();
      let parts = entries.get(userId);
      if (!parts) {
        parts = new Map();
        entries.set(userId, parts);
        if (entries.size > MAX_USERS) entries.delete(entries.keys().next().value as string);
      }
      const cached = parts.get(part);
      if (cached) return cached as ReturnType<typeof load>;
      const loading = load().catch((error: unknown) => {
        parts.delete(part);
        throw error;
      });
      parts.set(part, loading);
      return loading;
    },
    invalidate(userId) {
      entries.delete(userId);
    },
  };
}
