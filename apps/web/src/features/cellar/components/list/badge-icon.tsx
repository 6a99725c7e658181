import {
  AwardIcon,
  CalendarIcon,
  CrownIcon,
  GemIcon,
  GlobeIcon,
  GrapeIcon,
  LeafIcon,
  type LucideIcon,
  StarIcon,
  TrendingUpIcon,
  WineIcon,
} from "lucide-react";
import { cn } from "@/lib/utils";

const ICONS: Record<string, LucideIcon> = {
  wine: WineIcon,
  grape: GrapeIcon,
  award: AwardIcon,
  gem: GemIcon,
  crown: CrownIcon,
  globe: GlobeIcon,
  calendar: CalendarIcon,
  star: StarIcon,
  leaf: LeafIcon,
  "trending-up": TrendingUpIcon,
};

/** A badge's icon (the domain names them), gold when earned. */
export function BadgeIcon({
  icon,
  isEarned,
  className,
}: {
  icon: string;
  isEarned: boolean;
  className?: string;
}) {
  const Icon = ICONS[icon] ?? AwardIcon;
  return (
    <span
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-full",
        isEarned ? "bg-gold-100 text-gold-700 ring-1 ring-gold-300" : "bg-ivory-200 text-ink-400",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}
