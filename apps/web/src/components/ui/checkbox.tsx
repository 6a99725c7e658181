import { CheckIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A native checkbox in the app's colours: keyboard and form behaviour come from the browser. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <span className={cn("relative inline-flex size-[1.125rem] shrink-0", className)}>
      <input
        type="checkbox"
        className="peer size-full cursor-pointer appearance-none rounded-[0.3rem] border border-border-strong bg-surface transition-colors checked:border-wine-700 checked:bg-wine-700 hover:border-ink-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <CheckIcon
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto size-3 text-ivory-50 opacity-0 peer-checked:opacity-100"
      />
    </span>
  );
}
