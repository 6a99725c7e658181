import { ChevronDownIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "@/lib/utils";

type CollapsibleProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  children: ReactNode;
  className?: string;
  triggerClassName?: string;
};

/** A disclosure: a button that shows or hides the region below it (aria-expanded, aria-controls). */
export function Collapsible({
  open,
  onOpenChange,
  trigger,
  children,
  className,
  triggerClassName,
}: CollapsibleProps) {
  const regionId = useId();
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => onOpenChange(!open)}
        className={cn(
          "flex w-full items-center justify-between gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          triggerClassName,
        )}
      >
        {trigger}
        <ChevronDownIcon
          aria-hidden="true"
          className={cn("size-4 shrink-0 text-ink-500 transition-transform", open && "rotate-180")}
        />
      </button>
      <div id={regionId} hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
