import type { WineProfile } from "../analyzer/wine-profile.ts";

/**
 * The years a wine is known to drink well in: its own record, or for an uncatalogued wine of a range the house's
 * catalogued wines name, the middle of their records (when they have them).
 */
export function agingRecord(profile: WineProfile): readonly [number, number] | undefined {
  if (profile.catalogWine !== undefined) return profile.catalogWine.wine.aging;
  const records = (profile.rangeWines ?? []).flatMap((entry) =>
    entry.wine.aging === undefined ? [] : [entry.wine.aging],
  );
  if (records.length === 0) return undefined;
  const middle = (values: number[]) => values.sort((left, right) => left - right)[(values.length - 1) >> 1]!;
  return [middle(records.map((record) => record[0])), middle(records.map((record) => record[1]))];
}

/**
 * Whose record `agingRecord` reads, as the subject of a sentence: the wine itself, the one catalogued wine of the
 * house it is ranked with ("Vietti's Barolo Castiglione"), or the wines of its range.
 */
export function recordHolder(profile: WineProfile): { name: string; isPlural: boolean } {
  if (profile.catalogWine !== undefined) return { name: "it", isPlural: false };
  const [only, ...others] = profile.rangeWines ?? [];
  if (only !== undefined && others.length === 0) {
    return { name: `${only.producer.name}'s ${only.wine.name}`, isPlural: false };
  }
  return { name: "wines of its range", isPlural: true };
}

/** "its record", "the record of Vietti's Barolo Castiglione", "the record of its range". */
export function recordPhrase(profile: WineProfile): string {
  const holder = recordHolder(profile);
  if (holder.name === "it") return "its record";
  return holder.isPlural ? "the record of its range" : `the record of ${holder.name}`;
}

/** "its own record", "Vietti's Barolo Castiglione's record", "its range's record". */
export function recordOwnerPhrase(profile: WineProfile): string {
  const holder = recordHolder(profile);
  if (holder.name === "it") return "its own record";
  return holder.isPlural ? "its range's record" : `${holder.name}'s record`;
}
