import { describe, expect, it } from "vitest";
import { includesRun } from "./token-runs.ts";

describe("includesRun", () => {
  it.each([
    [["penfolds", "bin", "389", "cabernet", "shiraz"], ["cabernet", "shiraz"], true],
    [["cabernet", "sauvignon"], ["cabernet"], true],
    [["cabernet", "franc", "sauvignon"], ["cabernet", "sauvignon"], false],
    [["shiraz", "cabernet"], ["cabernet", "shiraz"], false],
    [["cabernet"], ["cabernet", "sauvignon"], false],
  ])("%j holds %j in a row: %s", (tokens, run, expected) => {
    expect(includesRun(tokens, run)).toBe(expected);
  });
});
