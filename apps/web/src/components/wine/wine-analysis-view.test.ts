import { describe, expect, it } from "vitest";
import { splitList } from "./wine-analysis-view";

describe("splitList", () => {
  it("splits a stored list on commas, keeping commas inside parentheses", () => {
    expect(splitList("HVE (Haute Valeur Environnementale), Biodynamic (Demeter, Biodyvin), Organic")).toEqual(
      ["HVE (Haute Valeur Environnementale)", "Biodynamic (Demeter, Biodyvin)", "Organic"],
    );
  });

  it("gives nothing for nothing", () => {
    expect(splitList(null)).toEqual([]);
    expect(splitList(" ,  ")).toEqual([]);
  });
});
