import { type CurrencyCode, countBottles, deriveWineStatus, type WineStatus } from "@vinestra/domain";
import { formatMarketValueIn } from "@/lib/money";
import type { CellarListWine } from "../../lib/cellar-types";

export type WineRowFacts = {
  status: WineStatus;
  value: string | null;
  bottles: number;
  window: string | null;
  origin: string;
};

/** What a row or card shows of a wine beyond its name, derived for today and the collector's currency. */
export function describeWineFacts(wine: CellarListWine, currency: CurrencyCode, now: Date): WineRowFacts {
  const { optimal_start: start, optimal_end: end } = wine;
  return {
    status: deriveWineStatus(wine, now),
    value: formatMarketValueIn(wine.market_value, currency),
    bottles: countBottles(wine),
    window: start && end ? `${start}–${end}` : null,
    origin: [wine.producer, wine.region].filter(Boolean).join(" · "),
  };
}
