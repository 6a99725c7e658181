/** Where two strings agree best: a stretch of each, and how many of their letters line up. */
export type LocalAlignment = {
  /** The stretch of the first string, [start, end). */
  start: number;
  end: number;
  /** The stretch of the second string, [otherStart, otherEnd). */
  otherStart: number;
  otherEnd: number;
  matches: number;
};

/**
 * The best local alignment of two strings (Smith–Waterman, +1 a letter alike, −1 a letter changed, dropped or
 * added): the part of a name a piece of OCR text spells, whatever was lost at either end of either.
 */
export function alignLocally(first: string, second: string): LocalAlignment {
  const columns = second.length + 1;
  const score = new Int32Array((first.length + 1) * columns);
  const matches = new Int32Array(score.length);
  const startRow = new Int32Array(score.length);
  const startColumn = new Int32Array(score.length);
  let best = { cell: 0, score: 0 };
  for (let row = 1; row <= first.length; row += 1) {
    for (let column = 1; column <= second.length; column += 1) {
      const cell = row * columns + column;
      const diagonal = cell - columns - 1;
      const isAlike = first[row - 1] === second[column - 1];
      const options: [number, number][] = [
        [score[diagonal]! + (isAlike ? 1 : -1), diagonal],
        [score[cell - columns]! - 1, cell - columns],
        [score[cell - 1]! - 1, cell - 1],
      ];
      const [value, from] = options.reduce((a, b) => (b[0] > a[0] ? b : a));
      if (value <= 0) continue;
      score[cell] = value;
      // Only a letter alike can lift a path off zero: that letter is where the stretch begins.
      const isFresh = score[from]! === 0;
      startRow[cell] = isFresh ? row - 1 : startRow[from]!;
      startColumn[cell] = isFresh ? column - 1 : startColumn[from]!;
      matches[cell] = (isFresh ? 0 : matches[from]!) + (from === diagonal && isAlike ? 1 : 0);
      if (value > best.score) best = { cell, score: value };
    }
  }
  if (best.score === 0) return { start: 0, end: 0, otherStart: 0, otherEnd: 0, matches: 0 };
  return {
    start: startRow[best.cell]!,
    end: Math.floor(best.cell / columns),
    otherStart: startColumn[best.cell]!,
    otherEnd: best.cell % columns,
    matches: matches[best.cell]!,
  };
}
