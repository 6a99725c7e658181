import { type CellarWineLike, countBottles } from "./cellar-wine.ts";
import { type Invalid, invalid, type Notice } from "./result.ts";
import { isBlank } from "./text.ts";

/** Fields whose filled count picks the wine to keep (spec §4). */
export const MERGE_RANK_FIELDS = ["producer", "region", "variety", "market_value"] as const;

/** Fields the kept wine takes from the others when its own are missing. */
export const MERGE_FILL_FIELDS = [
  "producer",
  "region",
  "variety",
  "market_value",
  "user_rating",
  "current_status",
  "current_condition",
  "optimal_start",
  "optimal_end",
  "peak_start",
  "peak_end",
  "aging_potential",
  "cellaring_advice",
  "peak_explanation",
  "food_pairing",
  "tannins",
  "acidity",
  "alcohol",
  "storage_conditions",
  "risk_factors",
  "current_profile",
  "evolution",
  "peak_expectation",
  "sustainability_score",
  "sustainability_certifications",
  "sustainability_practices",
  "carbon_footprint",
  "sustainability_explanation",
  "label_image_url",
] as const satisfies readonly (keyof CellarWineLike)[];

type FillField = (typeof MERGE_FILL_FIELDS)[number];
export type MergeableWine = Pick<CellarWineLike, "id" | "quantity" | FillField>;

export interface MergePlan<W> {
  ok: true;
  keeper: W;
  /** The changes to write to the kept wine: the summed quantity and any filled fields. */
  update: Partial<Pick<CellarWineLike, FillField>> & { quantity: number };
  /** Ids of the wines to delete after the update. */
  deleteIds: string[];
}

function isMissing(value: unknown, field: FillField): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return isBlank(value);
  return field === "user_rating" && value === 0;
}

function countFilledRankFields(wine: MergeableWine): number {
  return MERGE_RANK_FIELDS.filter((field) => !isMissing(wine[field], field)).length;
}

/**
 * Plans a merge (spec §4): at least 2 wines, else 'Please select at least 2 wines to merge.'; the wine with
 * most of producer, region, variety and market_value filled is kept (the first such on ties); its quantity
 * becomes the sum (each defaulting to 1); its missing fields are filled from the others in order; the others
 * are deleted.
 */
export function planMergeOfWines<W extends MergeableWine>(wines: readonly W[]): MergePlan<W> | Invalid {
  const [first] = wines;
  if (!first || wines.length < 2) return invalid("Error", "Please select at least 2 wines to merge.");
  const keeper = wines.reduce(
    (best, wine) => (countFilledRankFields(wine) > countFilledRankFields(best) ? wine : best),
    first,
  );
  const others = wines.filter((wine) => wine !== keeper);
  const update: MergePlan<W>["update"] = {
    quantity: wines.reduce((sum, wine) => sum + countBottles(wine), 0),
  };
  for (const field of MERGE_FILL_FIELDS) {
    if (!isMissing(keeper[field], field)) continue;
    const donor = others.find((wine) => !isMissing(wine[field], field));
    if (donor) Object.assign(update, { [field]: donor[field] });
  }
  return { ok: true, keeper, update, deleteIds: others.map((wine) => wine.id) };
}

/** The success toast: 'Success' / 'Merged N wines into one entry with M bottles'. */
export function describeMergeSuccess(mergedWines: number, bottles: number): Notice {
  return { title: "Success", message: `Merged ${mergedWines} wines into one entry with ${bottles} bottles` };
}
