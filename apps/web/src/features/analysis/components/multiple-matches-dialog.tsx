import { canChooseMatch } from "@vinestra/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { formatMarketValueIn } from "@/lib/money";
import { usePreferredCurrency } from "@/lib/use-preferred-currency";
import { cn } from "@/lib/utils";
import type { MultipleMatches, PossibleMatch } from "../lib/analysis-types";

type MultipleMatchesDialogProps = {
  data: MultipleMatches | null;
  isAnalyzing: boolean;
  onChoose: (match: PossibleMatch) => void;
  onCancel: () => void;
};

/** Multiple Wines Found (spec §2): the possible matches with name, producer and region; select or cancel. */
export function MultipleMatchesDialog({ data, isAnalyzing, onChoose, onCancel }: MultipleMatchesDialogProps) {
  const [selectedIndex, setSelectedIndex] = useState<number | null>(null);
  const currency = usePreferredCurrency();
  const selected = selectedIndex === null ? null : (data?.possibleMatches[selectedIndex] ?? null);
  const close = () => {
    setSelectedIndex(null);
    onCancel();
  };
  return (
    <Dialog open={data !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Multiple Wines Found</DialogTitle>
          <DialogDescription>
            “{data?.wineName}”{data?.vintage ? ` ${data.vintage}` : ""} matches several wines. Choose the one
            you mean.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Possible matches</legend>
          {data?.possibleMatches.map((match, index) => {
            const value = formatMarketValueIn(match.marketValue, currency);
            return (
              <label
                key={`${match.name}-${match.producer}-${match.region}`}
                className={cn(
                  "flex cursor-pointer gap-3 rounded-lg border border-border bg-background/60 p-4 transition-colors hover:border-wine-300 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                  selectedIndex === index && "border-wine-500 bg-wine-50/70",
                )}
              >
                <input
                  type="radio"
                  name="possible-match"
                  className="mt-1.5 size-4 accent-wine-700"
                  checked={selectedIndex === index}
                  onChange={() => setSelectedIndex(index)}
                />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-serif text-lg leading-snug font-semibold text-ink-900">
                    {match.name}
                  </span>
                  <span className="text-sm text-ink-700">
                    {[match.producer, match.region].filter(Boolean).join(" · ")}
                  </span>
                  <span className="text-xs text-ink-500">
                    {[match.variety, value].filter(Boolean).join(" · ")}
                  </span>
                  {match.distinguishingFeatures && (
                    <span className="text-xs text-ink-500 italic">{match.distinguishingFeatures}</span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!canChooseMatch(data, selected) || isAnalyzing}
            onClick={() => selected && onChoose(selected)}
          >
            {isAnalyzing ? "Analyzing..." : "Analyze Selected Wine"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
