import { describe, expect, it } from "vitest";
import { type GreyImage, levellingTurn } from "./print-skew.ts";

const WIDTH = 360;
const HEIGHT = 480;

/** Dark "letters" in rows on light paper, the whole turned `degrees` clockwise (as sharp's `rotate`). */
function printedLines(degrees: number): GreyImage {
  const radians = (degrees * Math.PI) / 180;
  const data = new Uint8Array(WIDTH * HEIGHT).fill(225);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const cx = x - WIDTH / 2;
      const cy = y - HEIGHT / 2;
      const ox = cx * Math.cos(radians) + cy * Math.sin(radians);
      const oy = -cx * Math.sin(radians) + cy * Math.cos(radians);
      const isLetter =
        Math.abs(ox) < 130 && Math.abs(oy) < 170 && (oy + 400) % 40 < 12 && (ox + 400) % 14 < 9;
      if (isLetter) data[y * WIDTH + x] = 40;
    }
  }
  return { data, width: WIDTH, height: HEIGHT };
}

/** Grain with no lines in it. */
function grain(): GreyImage {
  let seed = 7;
  const data = new Uint8Array(WIDTH * HEIGHT).map(() => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % 256;
  });
  return { data, width: WIDTH, height: HEIGHT };
}

describe("levelling the print", () => {
  it.each([
    [0, 0],
    [10, -10],
    [-10, 10],
    [6, -6],
    [-4, 4],
    // Tesseract copes with a degree: not worth a turn.
    [1, 0],
  ])("print turned %d° is set level by a turn of %d°", (turned, turn) => {
    expect(levellingTurn(printedLines(turned))).toBe(turn);
  });

  it("leaves a photo without lines of print as it is", () => {
    expect(levellingTurn(grain())).toBe(0);
    expect(
      levellingTurn({ data: new Uint8Array(WIDTH * HEIGHT).fill(128), width: WIDTH, height: HEIGHT }),
    ).toBe(0);
  });
});
