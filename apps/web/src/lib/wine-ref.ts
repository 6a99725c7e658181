/**
 * What a per-wine dialog (tasting notes, reminder) needs to know of a cellar wine. The cellar passes it, the
 * dialogs of other features receive it, so neither has to import the other.
 */
export type WineRef = {
  id: string;
  wine_name: string;
  vintage: number | null;
  producer: string | null;
  optimal_start: number | null;
  peak_start: number | null;
};

export type WineDialogProps = {
  wine: WineRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** "Château Margaux 2015", or the name alone without a vintage. */
export function describeWine(wine: Pick<WineRef, "wine_name" | "vintage">): string {
  return wine.vintage ? `${wine.wine_name} ${wine.vintage}` : wine.wine_name;
}
