import { describe, expect, it } from "vitest";
import type { ShownAnalysis } from "./analysis-types";
import { loadShownAnalysis, saveShownAnalysis } from "./saved-analysis";

class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const shown = {
  analysis: { identification: { name: "Opus One" } },
  query: { name: "Opus One", vintage: 2018 },
  refreshWineId: null,
} as unknown as ShownAnalysis;

describe("the analysis kept for the way back from sign-up", () => {
  it("comes back as it was saved", () => {
    const storage = new MemoryStorage();
    saveShownAnalysis(shown, storage);
    expect(loadShownAnalysis(storage)).toEqual(shown);
  });

  it("is forgotten once cleared", () => {
    const storage = new MemoryStorage();
    saveShownAnalysis(shown, storage);
    saveShownAnalysis(null, storage);
    expect(loadShownAnalysis(storage)).toBeNull();
  });

  it("ignores what is not an analysis", () => {
    const storage = new MemoryStorage();
    storage.setItem("vinestra.analysisResult", "{not json");
    expect(loadShownAnalysis(storage)).toBeNull();
    storage.setItem("vinestra.analysisResult", JSON.stringify({ query: { name: "x" } }));
    expect(loadShownAnalysis(storage)).toBeNull();
  });
});
