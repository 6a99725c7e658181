import type { LucideIcon } from "lucide-react";
import { ClockIcon, CoinsIcon, GlassWaterIcon, WineIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { formatUsdIn } from "@/lib/money";
import { usePreferredCurrency } from "@/lib/use-preferred-currency";
import type { CellarStats } from "../../lib/cellar-types";
import { HIDDEN_VALUE, useValueVisibility } from "../../lib/value-visibility";

type Card = { label: string; value: string; detail: string; icon: LucideIcon };

/** The list's four summary cards (spec §2): Total Wines, Collection Value, Ready to Drink, Hold. */
export function SummaryCards({ summary }: { summary: CellarStats["summary"] | undefined }) {
  const currency = usePreferredCurrency();
  const [isValueVisible] = useValueVisibility();
  if (!summary) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }
  const bottles = (count: number) => `${count} ${count === 1 ? "bottle" : "bottles"}`;
  const cards: Card[] = [
    {
      label: "Total Wines",
      value: String(summary.totalWines),
      detail: bottles(summary.totalBottles),
      icon: WineIcon,
    },
    {
      label: "Collection Value",
      value: isValueVisible ? formatUsdIn(summary.collectionValue, currency) : HIDDEN_VALUE,
      detail: "Estimated market value",
      icon: CoinsIcon,
    },
    {
      label: "Ready to Drink",
      value: String(summary.readyToDrink),
      detail: "Bottles ready or at peak",
      icon: GlassWaterIcon,
    },
    { label: "Hold", value: String(summary.hold), detail: "Bottles to keep aging", icon: ClockIcon },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ label, value, detail, icon: Icon }) => (
        <div key={label} className="flex flex-col rounded-xl border border-border bg-surface p-4 sm:p-5">
          <dt className="flex items-center gap-2 text-xs font-medium text-ink-600 sm:text-sm">
            <Icon aria-hidden="true" className="size-4 text-wine-700" />
            {label}
          </dt>
          <dd className="mt-2 truncate font-serif text-2xl font-semibold text-ink-900 lining-nums tabular-nums sm:text-3xl">
            {value}
          </dd>
          <dd className="text-xs text-ink-500">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
