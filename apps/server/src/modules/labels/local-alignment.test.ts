import { describe, expect, it } from "vitest";
import { alignLocally } from "./local-alignment.ts";

describe("local alignment of a name and OCR letters", () => {
  it.each([
    // name, OCR letters, name stretch, letters alike
    ["columbiacrest", "umbiacrest", [3, 13], 10],
    ["albertbichot", "albertbi", [0, 8], 8],
    ["kooyong", "kooyo", [0, 5], 5],
    ["oxfordlanding", "oxforiandinc", [0, 12], 10],
    ["abc", "xyz", [0, 0], 0],
  ] as const)("%s in %s", (name, letters, [start, end], matches) => {
    expect(alignLocally(name, letters)).toMatchObject({ start, end, matches });
  });
});
