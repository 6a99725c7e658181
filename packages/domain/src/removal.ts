import { type CellarWineLike, countBottles } from "./cellar-wine.ts";
import type { Notice } from "./result.ts";

/** The fewest bottles that can be removed (spec §9). */
export const MIN_REMOVAL_QUANTITY = 1;

/**
 * The remove dialog's quantity (spec §4): the input read as a whole number and clamped to 1..current bottles;
 * anything non-numeric becomes 1.
 */
export function clampRemovalQuantity(
  input: string | number | null | undefined,
  currentQuantity: number,
): number {
  const parsed =
    typeof input === "number" ? Math.trunc(input) : Number.parseInt(String(input ?? "").trim(), 10);
  const maximum = countBottles({ quantity: currentQuantity });
  if (!Number.isFinite(parsed)) return MIN_REMOVAL_QUANTITY;
  return Math.min(maximum, Math.max(MIN_REMOVAL_QUANTITY, parsed));
}

export type RemovalPlan = { action: "delete" } | { action: "reduce"; remaining: number; removed: number };

/** Delete the wine when the count removed is at least its quantity; otherwise reduce the quantity. */
export function planRemoval(wine: Pick<CellarWineLike, "quantity">, removeCount: number): RemovalPlan {
  const quantity = countBottles(wine);
  const removed = Math.max(MIN_REMOVAL_QUANTITY, Math.trunc(removeCount) || MIN_REMOVAL_QUANTITY);
  if (removed >= quantity) return { action: "delete" };
  return { action: "reduce", remaining: quantity - removed, removed };
}

/**
 * A single-bottle wine asks for delete confirmation ('This action cannot be undone') instead of a quantity.
 */
export function needsDeleteConfirmation(wine: Pick<CellarWineLike, "quantity">): boolean {
  return countBottles(wine) <= 1;
}

/**
 * The toast after a removal: 'Wine removed', or 'Wine quantity updated' with the bottles removed and
 * remaining.
 */
export function describeRemoval(plan: RemovalPlan): Notice {
  if (plan.action === "delete") return { title: "Wine removed" };
  const bottles = (count: number) => `${count} bottle${count === 1 ? "" : "s"}`;
  return {
    title: "Wine quantity updated",
    message: `Removed ${bottles(plan.removed)}; ${bottles(plan.remaining)} remaining.`,
  };
}
