/** Excel's limits (spec §5). */
export const MAX_SHEET_NAME_LENGTH = 31;
export const MAX_CELL_TEXT_LENGTH = 32_767;
export const MIN_COLUMN_WIDTH = 15;

const FORBIDDEN_SHEET_CHARACTERS = /[:\\/?*[\]]/gu;

function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  // Never leave half of a surrogate pair at the end.
  return /[\uD800-\uDBFF]$/u.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * A sheet name Excel accepts: forbidden characters `: \ / ? * [ ]` become spaces, whitespace collapses,
 * leading and trailing apostrophes go (Excel refuses them too), at most 31 characters, "Sheet" when nothing
 * is left, and unique among `existingNames` ignoring case (as Excel compares) by appending " (2)", " (3)" …
 * within 31.
 */
export function sanitizeSheetName(name: string, existingNames: readonly string[] = []): string {
  const cleaned = name
    .replace(FORBIDDEN_SHEET_CHARACTERS, " ")
    .replace(/\s+/gu, " ")
    .trim()
    .replace(/^'+|'+$/gu, "")
    .trim();
  const base = truncate(cleaned, MAX_SHEET_NAME_LENGTH).trim() || "Sheet";
  const taken = new Set(existingNames.map((existing) => existing.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let counter = 2; ; counter += 1) {
    const suffix = ` (${counter})`;
    const candidate = `${truncate(base, MAX_SHEET_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** Cell text cut to Excel's 32,767-character limit. */
export function capCellText(text: string): string {
  return truncate(text, MAX_CELL_TEXT_LENGTH);
}

/** A column's width: the header's length, at least 15 (spec §9). */
export function columnWidth(header: string): number {
  return Math.max(header.length, MIN_COLUMN_WIDTH);
}
