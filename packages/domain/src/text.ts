/** Text helpers shared by the rules; not part of the public API. */

/** Removes diacritics: "Château Güell" → "Chateau Guell". */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "");
}

/** Whether a value is missing or only whitespace. */
export function isBlank(text: string | null | undefined): boolean {
  return text === null || text === undefined || text.trim() === "";
}

/** Trims and turns every run of whitespace into one space. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

/** Lowercase, accent-free, single-spaced text for comparisons. */
export function normalizeForComparison(text: string | null | undefined): string {
  return collapseWhitespace(foldAccents((text ?? "").toLowerCase()));
}
