import { cn } from "@/lib/utils";

type ProgressProps = {
  /** 0–100. */
  value: number;
  label: string;
  className?: string;
  indicatorClassName?: string;
};

/** A labelled progress bar (badges, confidence). */
export function Progress({ value, label, className, indicatorClassName }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn("h-1.5 w-full overflow-hidden rounded-full bg-ivory-300/80", className)}
    >
      <div
        className={cn("h-full rounded-full bg-wine-700 transition-[width] duration-500", indicatorClassName)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
