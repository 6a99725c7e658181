import { countBottles, deriveWineStatus } from "@vinestra/domain";
import { RefreshCwIcon, WineIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { WineStatusBadge } from "@/components/wine/wine-status-badge";
import { formatMarketValueIn } from "@/lib/money";
import { usePreferredCurrency } from "@/lib/use-preferred-currency";
import type { CellarCandidate } from "../lib/analysis-types";

type ExistingWineDialogProps = {
  wine: CellarCandidate | null;
  isAdding: boolean;
  onAddBottle: (wineId: string) => void;
  onFreshAnalysis: (wine: CellarCandidate) => void;
  onClose: () => void;
};

/** 'Wine Found in Your Cellar' (spec §2): Add Another Bottle, Get Fresh Analysis, Close. */
export function ExistingWineDialog({
  wine,
  isAdding,
  onAddBottle,
  onFreshAnalysis,
  onClose,
}: ExistingWineDialogProps) {
  const currency = usePreferredCurrency();
  const bottles = wine ? countBottles(wine) : 0;
  const value = formatMarketValueIn(wine?.market_value, currency);
  return (
    <Dialog open={wine !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-wine-50 text-wine-700">
            <WineIcon aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle>Wine Found in Your Cellar</DialogTitle>
          <DialogDescription>
            You already keep this wine. Add another bottle, or get a fresh analysis with the latest data.
          </DialogDescription>
        </DialogHeader>
        {wine && (
          <div className="rounded-lg border border-border bg-background/70 p-4">
            <p className="font-serif text-xl font-semibold text-ink-900">
              {wine.wine_name} {wine.vintage}
            </p>
            {wine.producer && <p className="text-sm text-ink-600">{wine.producer}</p>}
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-600">
              <WineStatusBadge status={deriveWineStatus(wine, new Date())} />
              <span>
                {bottles} {bottles === 1 ? "bottle" : "bottles"} in your cellar
              </span>
              {value && <span className="text-ink-500">· {value}</span>}
            </div>
          </div>
        )}
        <DialogFooter className="sm:justify-between">
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => wine && onFreshAnalysis(wine)}>
              <RefreshCwIcon aria-hidden="true" />
              Get Fresh Analysis
            </Button>
            <Button disabled={isAdding} onClick={() => wine && onAddBottle(wine.id)}>
              {isAdding ? "Adding..." : "Add Another Bottle"}
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
