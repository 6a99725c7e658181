/** Small statistics helpers for the bench. */

export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((left, right) => left - right);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index]!;
}

/** The middle value (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

export class Tally {
  correct = 0;
  total = 0;

  add(isCorrect: boolean): void {
    this.total += 1;
    if (isCorrect) this.correct += 1;
  }

  get share(): number {
    return this.total === 0 ? Number.NaN : this.correct / this.total;
  }
}

/** Centre of a "$20 - $30" market value (geometric mean of the two numbers). */
export function parseMarketValue(text: string): number | undefined {
  const numbers = [...text.replace(/,/g, "").matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  if (numbers.length === 0) return undefined;
  return numbers.length === 1 ? numbers[0] : Math.sqrt(numbers[0]! * numbers[1]!);
}

export function formatShare(value: number): string {
  return Number.isNaN(value) ? "   –  " : `${(value * 100).toFixed(1).padStart(5)}%`;
}
