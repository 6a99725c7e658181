import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type Option<Value extends string> = { value: Value; label: string; icon?: LucideIcon };

type SegmentedControlProps<Value extends string> = {
  label: string;
  value: Value;
  options: readonly Option<Value>[];
  onChange: (value: Value) => void;
  className?: string;
};

/** A small switch between views (table / cards): toggle buttons with aria-pressed in a labelled group. */
export function SegmentedControl<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: SegmentedControlProps<Value>) {
  return (
    <fieldset
      aria-label={label}
      className={cn("inline-flex rounded-full border border-border bg-surface-sunken/70 p-1", className)}
    >
      {options.map(({ value: option, label: optionLabel, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cn(
            "inline-flex h-8 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium text-ink-600 transition-colors hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            option === value && "bg-surface text-wine-800 shadow-[0_1px_2px_rgb(65_15_33/0.12)]",
          )}
        >
          {Icon && <Icon aria-hidden="true" className="size-4" />}
          {optionLabel}
        </button>
      ))}
    </fieldset>
  );
}
