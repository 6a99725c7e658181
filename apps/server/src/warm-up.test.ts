import { loadKnowledgeBase } from "@vinestra/analysis";
import { describe, expect, it, vi } from "vitest";
import type { Logger } from "./logger.ts";
import { warmUpModels } from "./warm-up.ts";

describe("warmUpModels", () => {
  it("builds the models on the loaded knowledge base and says how long it took", () => {
    const info = vi.fn();
    warmUpModels(loadKnowledgeBase(), { info } as unknown as Logger, new Date("2026-11-26T00:00:00Z"));
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith({ ms: expect.any(Number) }, "analysis and label models ready");
  });
});
