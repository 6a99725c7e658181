import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/utils";

type DashboardTileProps = {
  to: string;
  label: string;
  value: ReactNode;
  detail: ReactNode;
  icon: LucideIcon;
  /** What the link announces, when the visible value is masked or abbreviated. */
  linkLabel?: string;
  /** A control of its own above the link (the value tile's eye toggle). */
  action?: ReactNode;
  accentClassName?: string;
};

/** A dashboard figure that opens the list; the whole tile is the link, any action sits above it. */
export function DashboardTile({
  to,
  label,
  value,
  detail,
  icon: Icon,
  linkLabel,
  action,
  accentClassName,
}: DashboardTileProps) {
  return (
    <div className="group relative flex flex-col rounded-xl border border-border bg-surface p-4 transition-[box-shadow,border-color] hover:border-wine-200 hover:shadow-card sm:p-6">
      <div className="flex h-8 items-start justify-between gap-2">
        <span
          className={cn(
            "flex size-8 shrink-0 items-center justify-center rounded-full bg-wine-50 text-wine-700",
            accentClassName,
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </span>
        {action && <div className="relative z-10 -mt-1 -mr-1">{action}</div>}
      </div>
      <p className="mt-3 text-[0.8125rem] font-medium text-ink-600 sm:text-sm">{label}</p>
      <p className="mt-1.5 truncate font-serif text-3xl leading-none font-semibold text-ink-900 lining-nums tabular-nums sm:text-4xl">
        {value}
      </p>
      <p className="mt-2 text-xs text-ink-500 sm:text-sm">{detail}</p>
      <Link
        preventScrollReset
        to={to}
        aria-label={linkLabel ?? `${label}: open the list`}
        className="absolute inset-0 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
    </div>
  );
}
