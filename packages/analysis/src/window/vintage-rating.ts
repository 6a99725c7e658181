import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { regionLineage } from "../knowledge/region-lineage.ts";
import type { Region } from "../knowledge/schema.ts";

export interface VintageRating {
  score: number;
  /** The region whose chart gave the score (the wine's own or an enclosing one). */
  chartRegion: Region;
  note: string | undefined;
}

/** The vintage chart score of the nearest region (the wine's own, else an enclosing one) that has one. */
export function findVintageRating(
  knowledgeBase: KnowledgeBase,
  region: Region | undefined,
  vintage: number | null,
): VintageRating | undefined {
  if (vintage === null) return undefined;
  for (const candidate of regionLineage(knowledgeBase, region)) {
    const chart = knowledgeBase.vintageCharts.get(candidate.id);
    const score = chart?.scores[String(vintage)];
    if (chart !== undefined && score !== undefined) {
      return { score, chartRegion: candidate, note: chart.notes[String(vintage)] };
    }
  }
  return undefined;
}

export function describeVintageScore(score: number): string {
  if (score >= 96) return "exceptional";
  if (score >= 92) return "excellent";
  if (score >= 88) return "very good";
  if (score >= 84) return "good";
  if (score >= 78) return "average";
  return "difficult";
}
