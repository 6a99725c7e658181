import { Button } from "@/components/ui/button";
import type { CellarStats } from "../../lib/cellar-types";
import { BadgeIcon } from "./badge-icon";

type BadgeStripProps = { strip: CellarStats["badgeStrip"]; onViewAll: () => void };

/** The badge strip (spec §4): current tier, up to two achievements and +N, bottles to the next tier. */
export function BadgeStrip({ strip, onViewAll }: BadgeStripProps) {
  const { tier, achievements, moreAchievements, nextTier, bottlesToNextTier } = strip;
  return (
    <section
      aria-label="Collector badges"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2.5">
          <BadgeIcon icon={tier?.icon ?? "wine"} isEarned={tier !== null} />
          <div className="leading-tight">
            <p className="text-xs text-ink-500">Collector tier</p>
            <p className="font-semibold text-ink-900">{tier?.name ?? "No tier yet"}</p>
          </div>
        </div>
        {achievements.length > 0 && (
          <ul className="flex items-center gap-2" aria-label="Achievements earned">
            {achievements.map((badge) => (
              <li
                key={badge.id}
                className="flex items-center gap-1.5 rounded-full bg-gold-50 py-1 pr-3 pl-1 text-sm"
              >
                <BadgeIcon icon={badge.icon} isEarned className="size-6 [&_svg]:size-3" />
                {badge.name}
              </li>
            ))}
            {moreAchievements > 0 && (
              <li className="text-sm font-medium text-ink-600">+{moreAchievements}</li>
            )}
          </ul>
        )}
        <p className="text-sm text-ink-600">
          {nextTier && bottlesToNextTier !== null
            ? `${bottlesToNextTier} ${bottlesToNextTier === 1 ? "bottle" : "bottles"} to ${nextTier.name}`
            : "Top tier reached"}
        </p>
      </div>
      <Button variant="link" onClick={onViewAll} className="self-start sm:self-center">
        View All
      </Button>
    </section>
  );
}
