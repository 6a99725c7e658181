import type { WineRef } from "@/lib/wine-ref";
import type { CellarListWine } from "./cellar-types";

export function toWineRef(wine: CellarListWine): WineRef {
  return {
    id: wine.id,
    wine_name: wine.wine_name,
    vintage: wine.vintage,
    producer: wine.producer,
    optimal_start: wine.optimal_start,
    peak_start: wine.peak_start,
  };
}
