import { countBottles, groupDuplicateWines, planMergeOfWines } from "@vinestra/domain";
import { CopyIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { showErrorToast } from "@/lib/toast-error";
import { describeWine } from "@/lib/wine-ref";
import type { CellarListWine } from "../../lib/cellar-types";

type DuplicatesToolProps = {
  wines: readonly CellarListWine[];
  onMerge: (wines: CellarListWine[]) => void;
};

/** Manage Duplicates: likely duplicates grouped (the spec's weighted matcher), each group mergeable. */
export function DuplicatesTool({ wines, onMerge }: DuplicatesToolProps) {
  const groups = useMemo(() => groupDuplicateWines(wines), [wines]);
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, isChecked: boolean) =>
    setUnchecked((current) => {
      const next = new Set(current);
      if (isChecked) next.delete(id);
      else next.add(id);
      return next;
    });

  if (groups.length === 0) {
    return (
      <p className="text-sm text-ink-600">No duplicates found: every wine in your cellar is one of a kind.</p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {groups.map((group) => {
        const selected = group.filter((wine) => !unchecked.has(wine.id));
        const key = group.map((wine) => wine.id).join(",");
        return (
          <li key={key} className="rounded-lg border border-border bg-background/60 p-4">
            <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink-800">
              <CopyIcon aria-hidden="true" className="size-4 text-gold-600" />
              {group.length} possible duplicates
            </p>
            <ul className="flex flex-col gap-2">
              {group.map((wine) => (
                <li key={wine.id} className="flex items-center gap-2.5">
                  <Checkbox
                    id={`merge-${wine.id}`}
                    checked={!unchecked.has(wine.id)}
                    onChange={(e) => toggle(wine.id, e.target.checked)}
                  />
                  <label
                    htmlFor={`merge-${wine.id}`}
                    className="min-w-0 cursor-pointer truncate text-sm text-ink-700"
                  >
                    <span className="font-medium text-ink-900">{describeWine(wine)}</span>
                    {wine.producer && ` · ${wine.producer}`} · {countBottles(wine)}{" "}
                    {countBottles(wine) === 1 ? "bottle" : "bottles"}
                  </label>
                </li>
              ))}
            </ul>
            <Button
              size="sm"
              variant="outline"
              className="mt-3"
              onClick={() => {
                const plan = planMergeOfWines(selected);
                if (!plan.ok)
                  showErrorToast({ title: plan.title, ...(plan.message && { description: plan.message }) });
                else onMerge(selected);
              }}
            >
              Merge Duplicate Wines
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
