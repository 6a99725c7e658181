import { ArrowRightIcon, CoinsIcon, StarIcon, UsersIcon, WineIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { formatUsdIn } from "@/lib/money";
import { usePreferredCurrency } from "@/lib/use-preferred-currency";
import { useCellarStats } from "../api/use-cellar-stats";
import { cellarListSearch } from "../lib/cellar-view";
import { HIDDEN_VALUE, useValueVisibility } from "../lib/value-visibility";
import { CellarLoading } from "./cellar-loading";
import { DashboardTile } from "./dashboard-tile";
import { EmptyCellar } from "./empty-cellar";
import { SectionHeading } from "./section-heading";
import { StatusTiles } from "./status-tiles";
import { ValueToggle } from "./value-toggle";

function plural(count: number, word: string): string {
  return `${count.toLocaleString("en-US")} ${word}${count === 1 ? "" : "s"}`;
}

/** The Wine Cellar Dashboard (spec §2): four figures and four status tiles, each opening the list. */
export function CellarDashboard() {
  const { data, isPending } = useCellarStats();
  const currency = usePreferredCurrency();
  const [isValueVisible, setValueVisible] = useValueVisibility();
  const listPath = `/${cellarListSearch()}`;

  return (
    <>
      <SectionHeading
        eyebrow="Your cellar"
        title="Wine Cellar Dashboard"
        description="Where your collection stands today, and what is ready to open."
        actions={
          <Button asChild variant="outline">
            <Link to={listPath} preventScrollReset>
              View All Wines
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      {isPending ? (
        <CellarLoading />
      ) : !data || data.totalCount === 0 ? (
        <EmptyCellar message="Your cellar is empty" />
      ) : (
        <div className="flex flex-col gap-8">
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <DashboardTile
              to={listPath}
              icon={WineIcon}
              label="Total Collection"
              value={data.stats.totalBottles.toLocaleString("en-US")}
              detail={`${plural(data.stats.totalBottles, "bottle")} · ${plural(data.stats.uniqueWines, "wine")}`}
              linkLabel={`Total Collection: ${plural(data.stats.totalBottles, "bottle")}`}
            />
            <DashboardTile
              to={listPath}
              icon={CoinsIcon}
              label="Estimated Value"
              value={isValueVisible ? formatUsdIn(data.stats.totalValue, currency) : HIDDEN_VALUE}
              detail="At today's market prices"
              linkLabel={
                isValueVisible
                  ? `Estimated Value: ${formatUsdIn(data.stats.totalValue, currency)}`
                  : "Estimated Value: hidden"
              }
              action={<ValueToggle isVisible={isValueVisible} onChange={setValueVisible} />}
            />
            <DashboardTile
              to={listPath}
              icon={StarIcon}
              label="Average Rating"
              value={data.stats.averageRating === null ? "—" : data.stats.averageRating.toFixed(1)}
              detail={
                data.stats.ratedWines
                  ? `Across ${plural(data.stats.ratedWines, "rated wine")}`
                  : "No wines rated yet"
              }
              linkLabel={`Average Rating: ${data.stats.averageRating?.toFixed(1) ?? "none yet"}`}
            />
            <DashboardTile
              to={listPath}
              icon={UsersIcon}
              label="Active Producers"
              value={data.stats.activeProducers.toLocaleString("en-US")}
              detail={`From ${plural(data.stats.distinctRegions, "region")}`}
              linkLabel={`Active Producers: ${data.stats.activeProducers}`}
            />
          </div>
          <StatusTiles statuses={data.statuses} />
          {data.hiddenCount > 0 && (
            <p className="text-sm text-ink-500">
              Figures cover the {data.totalCount - data.hiddenCount} wines your free plan shows.{" "}
              <Link
                to={listPath}
                preventScrollReset
                className="font-medium text-wine-700 underline-offset-4 hover:underline"
              >
                See your list
              </Link>
            </p>
          )}
        </div>
      )}
    </>
  );
}
