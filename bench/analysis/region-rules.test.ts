import { loadKnowledgeBase } from "@vinestra/analysis";
import { describe, expect, it } from "vitest";
import { resolveRegion } from "./region-rules.ts";

describe("resolveRegion: the critics' region names as ours", () => {
  const knowledgeBase = loadKnowledgeBase();
  it.each([
    ["Cariñena", "carinena-do"],
    ["Carinena", "carinena-do"],
    ["Russian River Valley", "russian-river-valley"],
    ["Côtes de Provence", "cotes-de-provence"],
    ["Sicily & Sardinia", undefined],
    ["", undefined],
  ])("%s → %s", (name, id) => {
    expect(resolveRegion(knowledgeBase, name)?.id).toBe(id);
  });
});
