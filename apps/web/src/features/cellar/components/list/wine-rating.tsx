import { describeRating } from "@vinestra/domain";
import { StarRating } from "@/components/ui/star-rating";
import { describeWine } from "@/lib/wine-ref";
import type { CellarListWine } from "../../lib/cellar-types";

type WineRatingProps = {
  wine: CellarListWine;
  onRate: (wine: CellarListWine, stars: number) => void;
  /** The label under the stars rather than beside them (narrow table cells). */
  isStacked?: boolean;
};

/** The star rating with its label: 'Rate wine' when unrated, else 'n/5'. */
export function WineRating({ wine, onRate, isStacked = false }: WineRatingProps) {
  return (
    <div className={isStacked ? "flex flex-col items-start gap-0.5" : "flex items-center gap-2"}>
      <StarRating
        value={wine.user_rating}
        size="sm"
        subject={describeWine(wine)}
        onChange={(stars) => onRate(wine, stars)}
      />
      <span className={`text-xs whitespace-nowrap text-ink-500 tabular-nums ${isStacked ? "pl-0.5" : ""}`}>
        {describeRating(wine)}
      </span>
    </div>
  );
}
