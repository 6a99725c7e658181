import { CheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import type { LabelCandidate } from "../api/label-scan-api";

type LabelCandidatesProps = {
  candidates: readonly LabelCandidate[];
  selectedName: string;
  onSelect: (wineName: string) => void;
};

/** The wines the label may be; choosing one puts its name in the field. */
export function LabelCandidates({ candidates, selectedName, onSelect }: LabelCandidatesProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-ink-700">Which wine is it?</legend>
      {candidates.map((candidate) => {
        const isSelected = candidate.wineName === selectedName;
        const origin = [candidate.producer, candidate.region].filter(Boolean).join(" · ");
        return (
          <button
            key={candidate.wineName}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onSelect(candidate.wineName)}
            className={cn(
              "flex items-center gap-3 rounded-md border px-3.5 py-2.5 text-left transition-colors",
              isSelected
                ? "border-wine-500 bg-wine-50"
                : "border-border-strong bg-surface hover:border-wine-700/40 hover:bg-wine-50/60",
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-serif text-lg leading-tight font-semibold text-ink-900">
                {candidate.wineName}
              </span>
              {origin && <span className="block truncate text-xs text-ink-500">{origin}</span>}
            </span>
            {isSelected && <CheckIcon aria-hidden="true" className="size-4 text-wine-700" />}
          </button>
        );
      })}
    </fieldset>
  );
}
