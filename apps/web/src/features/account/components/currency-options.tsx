import { CURRENCIES, type CurrencyCode } from "@vinestra/domain";
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from "@/components/ui/dropdown-menu";

type CurrencyOptionsProps = { value: CurrencyCode; onChange: (code: CurrencyCode) => void };

function isCurrencyCode(value: string): value is CurrencyCode {
  return CURRENCIES.some((currency) => currency.code === value);
}

/** The spec's currencies as menu choices, the current one checked. */
export function CurrencyOptions({ value, onChange }: CurrencyOptionsProps) {
  return (
    <DropdownMenuRadioGroup
      value={value}
      onValueChange={(next) => {
        if (isCurrencyCode(next) && next !== value) onChange(next);
      }}
    >
      {CURRENCIES.map((currency) => (
        <DropdownMenuRadioItem key={currency.code} value={currency.code} className="gap-3">
          <span className="w-9 font-medium tabular-nums text-ink-900">{currency.code}</span>
          <span className="w-8 text-ink-500">{currency.symbol}</span>
          <span className="truncate text-ink-600">{currency.name}</span>
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}
