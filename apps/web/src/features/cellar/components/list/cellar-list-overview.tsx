import type { CellarListing, CellarStats } from "../../lib/cellar-types";
import { BadgeStrip } from "./badge-strip";
import { FreeTierBanner } from "./free-tier-banner";
import { SummaryCards } from "./summary-cards";

type CellarListOverviewProps = {
  listing: CellarListing | undefined;
  stats: CellarStats | undefined;
  onViewBadges: () => void;
};

/** Above the wines: the free-account banner, the four summary cards and the badge strip. */
export function CellarListOverview({ listing, stats, onViewBadges }: CellarListOverviewProps) {
  const isFree = typeof listing?.cellarLimit === "number";
  return (
    <>
      {listing && isFree && listing.totalCount > 0 && (
        <FreeTierBanner visibleCount={listing.wines.length} totalCount={listing.totalCount} />
      )}
      <SummaryCards summary={stats?.summary} />
      {stats && <BadgeStrip strip={stats.badgeStrip} onViewAll={onViewBadges} />}
    </>
  );
}
