import { CheckCircle2Icon } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import type { CellarBadge } from "../../lib/cellar-types";
import { BadgeIcon } from "./badge-icon";

type AchievementsDialogProps = { badges: CellarBadge[] | null; onOpenChange: (open: boolean) => void };

function formatAmount(badge: CellarBadge, value: number): string {
  if (badge.id === "quality-curator") return value.toFixed(1);
  if (badge.id === "eco-warrior") return `${Math.round(value)}%`;
  return Math.round(value).toLocaleString("en-US");
}

function BadgeList({ title, badges }: { title: string; badges: CellarBadge[] }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 font-sans text-sm font-semibold text-ink-700">{title}</h3>
      <ul className="flex flex-col gap-2">
        {badges.map((badge) => (
          <li
            key={badge.id}
            className="flex items-center gap-3 rounded-lg border border-border bg-background/60 p-3"
          >
            <BadgeIcon icon={badge.icon} isEarned={badge.earned} />
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <p className="flex items-center justify-between gap-2">
                <span className="font-semibold text-ink-900">{badge.name}</span>
                {badge.earned ? (
                  <span className="flex items-center gap-1 text-xs font-semibold text-success">
                    <CheckCircle2Icon aria-hidden="true" className="size-3.5" />
                    Earned
                  </span>
                ) : (
                  <span className="text-xs text-ink-500 tabular-nums">
                    {formatAmount(badge, badge.current)} / {formatAmount(badge, badge.target)}
                  </span>
                )}
              </p>
              <p className="text-xs text-ink-600">{badge.description}</p>
              <Progress
                value={badge.progress}
                label={`${badge.name} progress`}
                indicatorClassName="bg-gold-400"
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The achievements dialog: every collector tier and achievement with its progress. */
export function AchievementsDialog({ badges, onOpenChange }: AchievementsDialogProps) {
  return (
    <Dialog open={badges !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Your Achievements</DialogTitle>
          <DialogDescription>
            Collector tiers grow with your bottles; achievements reward a varied cellar.
          </DialogDescription>
        </DialogHeader>
        <BadgeList title="Collector tiers" badges={(badges ?? []).filter((badge) => badge.type === "tier")} />
        <BadgeList
          title="Achievements"
          badges={(badges ?? []).filter((badge) => badge.type === "achievement")}
        />
      </DialogContent>
    </Dialog>
  );
}
