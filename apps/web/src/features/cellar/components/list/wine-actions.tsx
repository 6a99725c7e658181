import { BellPlusIcon, NotebookPenIcon, ScrollTextIcon, SearchIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { describeWine } from "@/lib/wine-ref";
import type { CellarListWine } from "../../lib/cellar-types";

export type WineAction = "details" | "notes" | "reminder" | "similar" | "remove";

const ACTIONS: { action: WineAction; label: string; icon: typeof ScrollTextIcon }[] = [
  { action: "details", label: "View Details", icon: ScrollTextIcon },
  { action: "notes", label: "View/Add Notes", icon: NotebookPenIcon },
  { action: "reminder", label: "Set Reminder", icon: BellPlusIcon },
  { action: "similar", label: "Find Similar", icon: SearchIcon },
  { action: "remove", label: "Remove", icon: Trash2Icon },
];

type WineActionsProps = {
  wine: CellarListWine;
  available: ReadonlySet<WineAction>;
  onAction: (action: WineAction, wine: CellarListWine) => void;
  /** Icons only (the table); cards show short labels too. */
  isCompact?: boolean;
  className?: string;
};

/** A wine's actions (spec §2 "Per wine"); each button names the wine for screen readers. */
export function WineActions({ wine, available, onAction, isCompact = true, className }: WineActionsProps) {
  const name = describeWine(wine);
  return (
    <div className={cn("flex items-center", isCompact ? "gap-0.5" : "flex-wrap gap-1.5", className)}>
      {ACTIONS.filter(({ action }) => available.has(action)).map(({ action, label, icon: Icon }) => (
        <Button
          key={action}
          variant="ghost"
          size={isCompact ? "icon" : "sm"}
          title={label}
          aria-label={action === "remove" ? `Remove ${name}` : `${label} for ${name}`}
          onClick={() => onAction(action, wine)}
          className={cn(
            isCompact && "size-9",
            !isCompact && "h-8 px-2.5 text-[0.8125rem]",
            action === "remove" && "text-ink-500 hover:bg-danger-soft hover:text-danger",
          )}
        >
          <Icon aria-hidden="true" />
          {!isCompact && action !== "remove" && <span>{label.replace("View/Add ", "")}</span>}
        </Button>
      ))}
    </div>
  );
}
