import type { AnalysisOutcome } from "@vinestra/analysis";

/**
 * Recent cache entries kept in memory in front of the `wine_analysis_cache` table. Only on the embedded database,
 * where this process is the only writer; with PostgreSQL another instance may refresh an entry.
 */
export type AnalysisMemo = {
  read(
    key: string,
    vintage: number | null,
    load: () => Promise<AnalysisOutcome | null>,
  ): Promise<AnalysisOutcome | null>;
  remember(key: string, vintage: number | null, outcome: AnalysisOutcome): void;
};

const MAX_ENTRIES = 2000;

export function createAnalysisMemo(enabled: boolean): AnalysisMemo {
  const entries = new Map<string, AnalysisOutcome>();
  const remember = (id: string, outcome: AnalysisOutcome) => {
    entries.delete(id);
    entries.set(id, outcome);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  };
  return {
    async read(key, vintage, load) {
      const id = `${key}|${vintage ?? ""}`;
      const known = enabled ? entries.get(id) : undefined;
      if (known) return known;
      const loaded = await load();
      if (enabled && loaded) remember(id, loaded);
      return loaded;
    },
    remember(key, vintage, outcome) {
      if (enabled) remember(`${key}|${vintage ?? ""}`, outcome);
    },
  };
}
