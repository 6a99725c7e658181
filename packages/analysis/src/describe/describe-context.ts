import type { WineProfile } from "../analyzer/wine-profile.ts";
import type { KnowledgeBase } from "../knowledge/knowledge-base.ts";
import { listWords } from "../text/list-words.ts";
import { agingRecord } from "../window/aging-record.ts";
import type { WindowEstimate } from "../window/estimate-window.ts";
import { type LifeStage, lifeStage } from "../window/life-stage.ts";
import { type MadeStyle, madeStyle } from "./made-style.ts";
import { type StructureScales, structureScales } from "./structure-scales.ts";

/** What every section of the written analysis is derived from. */
export interface DescribeContext {
  knowledgeBase: KnowledgeBase;
  profile: WineProfile;
  window: WindowEstimate;
  nowYear: number;
  /** Years since the vintage (0 for a non-vintage wine). */
  age: number;
  stage: LifeStage;
  scales: StructureScales;
  /** The style the cellar made it in (Fino, tawny Port, Kabinett …), when that, not its grapes, sets its character. */
  made: MadeStyle | undefined;
}

export function createDescribeContext(
  knowledgeBase: KnowledgeBase,
  profile: WineProfile,
  window: WindowEstimate,
  nowYear: number,
): DescribeContext {
  const made = madeStyle(knowledgeBase, profile);
  const scales = structureScales(profile);
  const bounds = made?.structure;
  const within = (value: number, range: readonly [number, number] | undefined) =>
    range === undefined ? value : Math.min(range[1], Math.max(range[0], value));
  return {
    knowledgeBase,
    profile,
    window,
    nowYear,
    age: Math.max(0, nowYear - window.baseYear),
    stage: lifeStage(window, nowYear),
    scales: {
      ...scales,
      tannin: within(scales.tannin, bounds?.tannin),
      acidity: within(scales.acidity, bounds?.acidity),
      body: within(scales.body, bounds?.body),
    },
    made,
  };
}

/**
 * The year the wine's aging record says it keeps until, when that is after this year: a wine past the critics'
 * window that its record says lasts longer.
 */
export function recordKeepsUntil(context: DescribeContext): number | undefined {
  const { profile, nowYear } = context;
  const record = agingRecord(profile);
  if (record === undefined || profile.vintage === null) return undefined;
  const lastYear = profile.vintage + record[1];
  return lastYear > nowYear ? lastYear : undefined;
}

export function grapeNames(context: DescribeContext): string {
  const names = context.profile.varieties.slice(0, 3).map((variety) => variety.name);
  return names.length > 0 ? listWords(names) : `${context.profile.color} grapes`;
}

export function yearsWord(count: number): string {
  return count === 1 ? "1 year" : `${count} years`;
}
