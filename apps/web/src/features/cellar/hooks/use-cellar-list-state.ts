import {
  type CellarFilters,
  type CellarSortKey,
  DEFAULT_CELLAR_FILTERS,
  DEFAULT_CELLAR_SORT,
  filterCellarWines,
  hasActiveFilters,
  type SortDirection,
  sortCellarWines,
  type WineStatus,
} from "@vinestra/domain";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { CellarListWine } from "../lib/cellar-types";
import { cellarListSearch } from "../lib/cellar-view";

export type ListFilters = Required<CellarFilters>;
export type ListSort = { key: CellarSortKey; direction: SortDirection };
export type DisplayMode = "table" | "cards";

/**
 * The list's filters and sort (spec §5). The status filter lives in the address (`&status=`), so a status tile
 * of the dashboard opens the list already filtered; the rest is kept while the list is open.
 */
export function useCellarListState(wines: readonly CellarListWine[], status: WineStatus | null) {
  const [, setParams] = useSearchParams();
  const [otherFilters, setOtherFilters] = useState<Omit<ListFilters, "status">>(DEFAULT_CELLAR_FILTERS);
  const [sort, setSort] = useState<ListSort>(DEFAULT_CELLAR_SORT);
  const [displayMode, setDisplayMode] = useState<DisplayMode>("table");
  const filters: ListFilters = useMemo(
    () => ({ ...otherFilters, status: status ?? "all" }),
    [otherFilters, status],
  );

  const setStatus = useCallback(
    (next: WineStatus | "all") =>
      setParams(new URLSearchParams(cellarListSearch(next === "all" ? null : next)), {
        preventScrollReset: true,
      }),
    [setParams],
  );
  const setFilter = useCallback(
    <Key extends keyof ListFilters>(key: Key, value: ListFilters[Key]) => {
      if (key === "status") setStatus(value as WineStatus | "all");
      else setOtherFilters((current) => ({ ...current, [key]: value }));
    },
    [setStatus],
  );
  const clearFilters = useCallback(() => {
    setOtherFilters(DEFAULT_CELLAR_FILTERS);
    setStatus("all");
  }, [setStatus]);

  const now = useMemo(() => new Date(), []);
  const shown = useMemo(
    () => sortCellarWines(filterCellarWines(wines, filters, now), sort.key, sort.direction),
    [wines, filters, sort, now],
  );

  return {
    filters,
    setFilter,
    clearFilters,
    isFiltered: hasActiveFilters(filters),
    sort,
    setSort,
    displayMode,
    setDisplayMode,
    shown,
  };
}

export type CellarListState = ReturnType<typeof useCellarListState>;
