import { countBottles, deriveWineStatus, isRated } from "@vinestra/domain";
import { PlusIcon, RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { StarRating } from "@/components/ui/star-rating";
import { AnalysisSections } from "@/components/wine/analysis-sections";
import { WineStatusBadge } from "@/components/wine/wine-status-badge";
import { useAddBottles } from "@/lib/api/use-add-bottles";
import { requestFreshAnalysis } from "@/lib/app-events";
import { usePreferredCurrency } from "@/lib/use-preferred-currency";
import { describeWine } from "@/lib/wine-ref";
import { useCellarWine } from "../../api/use-cellar-wine";
import type { CellarListWine } from "../../lib/cellar-types";
import { toCellarWineView } from "../../lib/cellar-wine-view";

type WineDetailDialogProps = { wine: CellarListWine | null; onOpenChange: (open: boolean) => void };

/** View Details (spec §2): the wine's whole stored analysis, with Add Another and a fresh analysis. */
export function WineDetailDialog({ wine, onOpenChange }: WineDetailDialogProps) {
  const { data: detail, isPending } = useCellarWine(wine?.id ?? null);
  const addBottles = useAddBottles();
  const currency = usePreferredCurrency();
  const bottles = countBottles(detail ?? wine ?? {});
  const origin = [wine?.producer, wine?.region].filter(Boolean).join(" · ");

  return (
    <Dialog open={wine !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl gap-6 bg-background">
        <DialogHeader className="gap-2">
          <p className="text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">In your cellar</p>
          <DialogTitle className="text-4xl">{wine ? describeWine(wine) : ""}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {wine && <WineStatusBadge status={deriveWineStatus(wine, new Date())} />}
            <span>
              {origin && `${origin} · `}
              {bottles} {bottles === 1 ? "bottle" : "bottles"}
            </span>
            {wine && isRated(wine.user_rating) && <StarRating value={wine.user_rating} size="sm" />}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            disabled={!wine || addBottles.isPending}
            onClick={() => wine && addBottles.mutate({ wineId: wine.id, count: 1 })}
          >
            <PlusIcon aria-hidden="true" />
            {addBottles.isPending ? "Adding..." : "Add Another"}
          </Button>
          <Button
            variant="outline"
            disabled={!wine}
            onClick={() => {
              if (!wine) return;
              onOpenChange(false);
              requestFreshAnalysis({ wineId: wine.id, wineName: wine.wine_name, vintage: wine.vintage });
            }}
          >
            <RefreshCwIcon aria-hidden="true" />
            Get Fresh Analysis
          </Button>
        </div>
        {isPending || !detail ? (
          <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
            <p className="sr-only">Loading the analysis...</p>
            <Skeleton className="h-48 rounded-xl md:col-span-2" />
            <Skeleton className="h-40 rounded-xl" />
            <Skeleton className="h-40 rounded-xl" />
          </div>
        ) : (
          <AnalysisSections analysis={toCellarWineView(detail, currency)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
