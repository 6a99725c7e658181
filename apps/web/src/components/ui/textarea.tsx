import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-32 w-full min-w-0 resize-y rounded-md border border-border-strong bg-surface px-3.5 py-2.5 text-base leading-relaxed text-foreground shadow-[inset_0_1px_2px_rgb(65_15_33/0.05)] transition-[border-color,box-shadow] placeholder:text-ink-400 hover:border-ink-400/60 focus-visible:border-wine-500 focus-visible:shadow-[0_0_0_3px_rgb(157_61_92/0.18)] focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger sm:text-[0.9375rem]",
        className,
      )}
      {...props}
    />
  );
}
