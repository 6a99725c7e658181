import type { CurrencyCode } from "@vinestra/domain";
import { ChevronsUpDownIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { useUpdateCurrency } from "../api/use-update-currency";
import { resolveCurrency } from "../current-currency";
import { CurrencyOptions } from "./currency-options";

/** The profile page's currency control: the same choices as the account menu. */
export function CurrencyPicker({ saved, labelId }: { saved: CurrencyCode | null; labelId: string }) {
  const updateCurrency = useUpdateCurrency();
  const currency = resolveCurrency(saved);
  const valueId = useId();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className="justify-between gap-3 px-4"
          aria-labelledby={`${labelId} ${valueId}`}
        >
          <span id={valueId} className="flex items-center gap-2">
            <span className="font-semibold text-ink-900">{currency.code}</span>
            <span className="text-ink-500">{currency.symbol}</span>
            <span className="font-normal text-ink-600">{currency.name}</span>
          </span>
          <ChevronsUpDownIcon aria-hidden="true" className="text-ink-400" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] w-72 overflow-y-auto"
      >
        <CurrencyOptions value={currency.code} onChange={(code) => updateCurrency.mutate(code)} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
