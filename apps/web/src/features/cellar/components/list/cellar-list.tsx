import { describeEmptyCellar, type WineStatus } from "@vinestra/domain";
import type { ComponentType } from "react";
import { usePreferredCurrency } from "@/lib/use-preferred-currency";
import type { WineDialogProps } from "@/lib/wine-ref";
import { useCellarStats } from "../../api/use-cellar-stats";
import { useCellarWines } from "../../api/use-cellar-wines";
import { useCellarListState } from "../../hooks/use-cellar-list-state";
import { useWineDialogs } from "../../hooks/use-wine-dialogs";
import { CellarLoading } from "../cellar-loading";
import { EmptyCellar } from "../empty-cellar";
import { CellarListDialogs } from "./cellar-list-dialogs";
import { CellarListOverview } from "./cellar-list-overview";
import { FilterPanel } from "./filter-panel";
import { HiddenWinesCard } from "./hidden-wines-card";
import { ListHeader } from "./list-header";
import { ListToolbar } from "./list-toolbar";
import { WineCards } from "./wine-cards";
import { WineTable } from "./wine-table";

type CellarListProps = {
  status: WineStatus | null;
  NotesDialog?: ComponentType<WineDialogProps> | undefined;
  ReminderDialog?: ComponentType<WineDialogProps> | undefined;
};

/** The list (spec §2): banner, summary, badges, filters, the wines (windowed) and the hidden-wines card. */
export function CellarList({ status, NotesDialog, ReminderDialog }: CellarListProps) {
  const { data: listing, isPending } = useCellarWines();
  const { data: stats } = useCellarStats();
  const currency = usePreferredCurrency();
  const wines = listing?.wines ?? [];
  const state = useCellarListState(wines, status);
  const dialogs = useWineDialogs({ hasNotes: Boolean(NotesDialog), hasReminders: Boolean(ReminderDialog) });
  const isFree = typeof listing?.cellarLimit === "number";
  const emptyMessage = describeEmptyCellar(wines.length, state.shown.length);

  return (
    <>
      <ListHeader status={status} canExport={!isFree} />
      {isPending ? (
        <CellarLoading cards={4} />
      ) : (
        <div className="flex flex-col gap-5">
          <CellarListOverview listing={listing} stats={stats} onViewBadges={dialogs.openAchievements} />
          <FilterPanel wines={wines} state={state} onMerge={dialogs.openMerge} />
          <ListToolbar state={state} shownCount={state.shown.length} totalCount={wines.length} />
          {emptyMessage ? (
            <EmptyCellar
              message={emptyMessage}
              isFiltered={wines.length > 0}
              onClearFilters={state.clearFilters}
            />
          ) : state.displayMode === "table" ? (
            <WineTable
              wines={state.shown}
              currency={currency}
              actions={dialogs.actions}
              onAction={dialogs.open}
              onRate={dialogs.rate}
            />
          ) : (
            <WineCards
              wines={state.shown}
              currency={currency}
              actions={dialogs.actions}
              onAction={dialogs.open}
              onRate={dialogs.rate}
            />
          )}
          {listing && listing.hiddenCount > 0 && <HiddenWinesCard hiddenCount={listing.hiddenCount} />}
        </div>
      )}
      <CellarListDialogs
        dialogs={dialogs}
        badges={stats?.badges ?? []}
        NotesDialog={NotesDialog}
        ReminderDialog={ReminderDialog}
      />
    </>
  );
}
