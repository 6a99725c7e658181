import type { CurrencyCode } from "@vinestra/domain";
import { ChevronDownIcon, CoinsIcon } from "lucide-react";
import { useState } from "react";
import {
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from "@/components/ui/dropdown-menu";
import { useMediaQuery } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import { CurrencyOptions } from "./currency-options";

type CurrencyMenuProps = { value: CurrencyCode; onChange: (code: CurrencyCode) => void };

function CurrencyLabel({ value }: { value: CurrencyCode }) {
  return (
    <>
      <CoinsIcon aria-hidden="true" />
      Currency
      <span className="ml-auto pl-3 text-xs font-medium text-ink-500">{value}</span>
    </>
  );
}

/**
 * The account menu's Currency submenu. A phone has no room beside the menu for a second panel, so there the
 * choices unfold inside the menu instead.
 */
export function CurrencyMenu({ value, onChange }: CurrencyMenuProps) {
  const hasRoomBeside = useMediaQuery("(min-width: 640px)");
  const [isUnfolded, setIsUnfolded] = useState(false);

  if (hasRoomBeside) {
    return (
      <DropdownMenuSub>
        <DropdownMenuSubTrigger>
          <CurrencyLabel value={value} />
        </DropdownMenuSubTrigger>
        <DropdownMenuSubContent className="max-h-[min(28rem,var(--radix-dropdown-menu-content-available-height))] w-72 overflow-y-auto">
          <CurrencyOptions value={value} onChange={onChange} />
        </DropdownMenuSubContent>
      </DropdownMenuSub>
    );
  }

  return (
    <DropdownMenuGroup>
      <DropdownMenuItem
        aria-expanded={isUnfolded}
        onSelect={(event) => {
          event.preventDefault();
          setIsUnfolded((unfolded) => !unfolded);
        }}
      >
        <CurrencyLabel value={value} />
        <ChevronDownIcon
          className={cn("transition-transform", isUnfolded && "rotate-180")}
          aria-hidden="true"
        />
      </DropdownMenuItem>
      {isUnfolded && (
        <div className="mx-1 my-1 max-h-64 overflow-y-auto rounded-md border border-border bg-background/60 p-1">
          <CurrencyOptions value={value} onChange={onChange} />
        </div>
      )}
    </DropdownMenuGroup>
  );
}
