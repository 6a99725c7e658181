import { useCallback, useMemo, useState } from "react";
import { useRateWine } from "../api/use-rate-wine";
import type { WineAction } from "../components/list/wine-actions";
import type { CellarListWine } from "../lib/cellar-types";

type Open =
  | { kind: WineAction; wine: CellarListWine }
  | { kind: "achievements" }
  | { kind: "merge"; wines: CellarListWine[] }
  | null;

/** Which of the list's dialogs is open (one at a time, for one wine), and the star rating. */
export function useWineDialogs({ hasNotes, hasReminders }: { hasNotes: boolean; hasReminders: boolean }) {
  const [open, setOpen] = useState<Open>(null);
  const rateWine = useRateWine();
  const actions = useMemo(() => {
    const available = new Set<WineAction>(["details", "similar", "remove"]);
    if (hasNotes) available.add("notes");
    if (hasReminders) available.add("reminder");
    return available;
  }, [hasNotes, hasReminders]);

  const wineFor = (kind: WineAction) => (open && open.kind === kind && "wine" in open ? open.wine : null);

  return {
    actions,
    open: useCallback((kind: WineAction, wine: CellarListWine) => setOpen({ kind, wine }), []),
    openAchievements: useCallback(() => setOpen({ kind: "achievements" }), []),
    openMerge: useCallback((wines: CellarListWine[]) => setOpen({ kind: "merge", wines }), []),
    close: useCallback(() => setOpen(null), []),
    rate: useCallback(
      (wine: CellarListWine, stars: number) => rateWine.mutate({ wineId: wine.id, stars }),
      [rateWine.mutate],
    ),
    wineFor,
    isAchievementsOpen: open?.kind === "achievements",
    mergeWines: open?.kind === "merge" ? open.wines : null,
  };
}

export type WineDialogs = ReturnType<typeof useWineDialogs>;
