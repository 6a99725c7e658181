import { listVintageOptions, type SortDirection, WINE_STATUSES } from "@vinestra/domain";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { usePreferredCurrency } from "@/lib/use-preferred-currency";
import type { CellarListState, ListFilters } from "../../hooks/use-cellar-list-state";
import type { CellarListWine } from "../../lib/cellar-types";
import {
  DRINKING_WINDOW_OPTIONS,
  type Option,
  RATING_OPTIONS,
  SORT_OPTIONS,
  SUSTAINABILITY_OPTIONS,
  valueOptions,
} from "./filter-options";

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} className="text-xs text-ink-600">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}

function Options({ options }: { options: readonly Option[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

const asNumberOr = <T extends string>(value: string, fallback: T): number | T =>
  value === fallback ? fallback : Number(value);

/** Every filter and sort of spec §5, as labelled selects. */
export function CellarFiltersForm({
  wines,
  state,
}: {
  wines: readonly CellarListWine[];
  state: CellarListState;
}) {
  const currency = usePreferredCurrency();
  const { filters, setFilter, sort, setSort } = state;
  const set =
    <Key extends keyof ListFilters>(key: Key) =>
    (value: ListFilters[Key]) =>
      setFilter(key, value);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Field label="Vintage">
          {(id) => (
            <Select
              id={id}
              value={String(filters.vintage)}
              onChange={(e) => set("vintage")(asNumberOr(e.target.value, "all"))}
            >
              <option value="all">All vintages</option>
              {listVintageOptions(wines).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Drinking window">
          {(id) => (
            <Select
              id={id}
              value={filters.drinkingWindow}
              onChange={(e) => set("drinkingWindow")(e.target.value as ListFilters["drinkingWindow"])}
            >
              <Options options={DRINKING_WINDOW_OPTIONS} />
            </Select>
          )}
        </Field>
        <Field label="Status">
          {(id) => (
            <Select
              id={id}
              value={filters.status}
              onChange={(e) => set("status")(e.target.value as ListFilters["status"])}
            >
              <option value="all">All statuses</option>
              {WINE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Value">
          {(id) => (
            <Select
              id={id}
              value={filters.value}
              onChange={(e) => set("value")(e.target.value as ListFilters["value"])}
            >
              <Options options={valueOptions(currency)} />
            </Select>
          )}
        </Field>
        <Field label="Rating">
          {(id) => (
            <Select
              id={id}
              value={String(filters.rating)}
              onChange={(e) => {
                const value = e.target.value;
                set("rating")(value === "all" || value === "unrated" ? value : Number(value));
              }}
            >
              <Options options={RATING_OPTIONS} />
            </Select>
          )}
        </Field>
        <Field label="Sustainability">
          {(id) => (
            <Select
              id={id}
              value={filters.sustainability}
              onChange={(e) => set("sustainability")(e.target.value as ListFilters["sustainability"])}
            >
              <Options options={SUSTAINABILITY_OPTIONS} />
            </Select>
          )}
        </Field>
        <Field label="Sort by">
          {(id) => (
            <Select
              id={id}
              value={sort.key}
              onChange={(e) => setSort({ ...sort, key: e.target.value as typeof sort.key })}
            >
              <Options options={SORT_OPTIONS} />
            </Select>
          )}
        </Field>
        <Field label="Order">
          {(id) => (
            <Select
              id={id}
              value={sort.direction}
              onChange={(e) => setSort({ ...sort, direction: e.target.value as SortDirection })}
            >
              <option value="desc">Descending</option>
              <option value="asc">Ascending</option>
            </Select>
          )}
        </Field>
      </div>
      {state.isFiltered && (
        <Button variant="link" className="self-start" onClick={state.clearFilters}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
