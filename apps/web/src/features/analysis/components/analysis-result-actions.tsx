import { BellPlusIcon, PlusIcon, RefreshCwIcon, SearchIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

export type AnalysisResultActionsProps = {
  isSignedIn: boolean;
  isSaving: boolean;
  isRefresh: boolean;
  onAddToCellar: () => void;
  onFindSimilar: () => void;
  /** Visitors only: a reminder needs an account (and the wine in a cellar). */
  onSetReminder: () => void;
  onClose: () => void;
};

/** The result panel's actions; visitors are sent to sign up and brought back to this result. */
export function AnalysisResultActions({
  isSignedIn,
  isSaving,
  isRefresh,
  onAddToCellar,
  onFindSimilar,
  onSetReminder,
  onClose,
}: AnalysisResultActionsProps) {
  return (
    <div className="flex flex-col gap-3 border-t border-border bg-surface-sunken/40 px-6 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-8">
      {!isSignedIn && (
        <p className="text-sm text-ink-600">Create a free account to keep this wine in your cellar.</p>
      )}
      <div className="flex flex-col gap-2 sm:ml-auto sm:flex-row sm:flex-wrap sm:justify-end">
        <Button onClick={onAddToCellar} disabled={isSaving}>
          {isRefresh ? <RefreshCwIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
          {isSaving ? "Saving..." : isRefresh ? "Update in Cellar" : "Add to Cellar"}
        </Button>
        {!isSignedIn && (
          <Button variant="outline" onClick={onSetReminder}>
            <BellPlusIcon aria-hidden="true" />
            Set Reminder
          </Button>
        )}
        <Button variant="outline" onClick={onFindSimilar}>
          <SearchIcon aria-hidden="true" />
          Find Similar
        </Button>
        <Button variant="ghost" onClick={onClose}>
          <XIcon aria-hidden="true" />
          Close
        </Button>
      </div>
    </div>
  );
}
