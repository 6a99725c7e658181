import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        "flex h-11 w-full min-w-0 rounded-md border border-border-strong bg-surface px-3.5 text-base text-foreground shadow-[inset_0_1px_2px_rgb(65_15_33/0.05)] transition-[border-color,box-shadow] placeholder:text-ink-400 hover:border-ink-400/60 focus-visible:border-wine-500 focus-visible:shadow-[0_0_0_3px_rgb(157_61_92/0.18)] focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger sm:text-[0.9375rem]",
        className,
      )}
      {...props}
    />
  );
}
