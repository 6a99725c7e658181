import { ChevronDownIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A native select styled like the inputs: accessible, keyboard-usable and right on every phone. */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <span className={cn("relative flex w-full", className)}>
      <select
        className="h-11 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-border-strong bg-surface pr-9 pl-3.5 text-base text-foreground shadow-[inset_0_1px_2px_rgb(65_15_33/0.05)] transition-[border-color,box-shadow] hover:border-ink-400/60 focus-visible:border-wine-500 focus-visible:shadow-[0_0_0_3px_rgb(157_61_92/0.18)] focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 sm:h-10 sm:text-sm"
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-500"
      />
    </span>
  );
}
