/**
 * A URL slug (spec §2): lowercase; accents folded ("Château" → "chateau", our reading of "letters" so slugs
 * stay readable ASCII for Latin scripts; other scripts keep their letters); characters other than letters,
 * digits, spaces and hyphens removed; whitespace to hyphens; repeated hyphens collapsed; edge hyphens
 * trimmed. A prefix, when given, is put in front with a hyphen ("wine-chateau-margaux-2015"); an empty slug
 * gives the prefix alone.
 */
export function slugify(text: string, prefix?: string | null): string {
  const slug = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/gu, "-")
    .replace(/-+/gu, "-")
    .replace(/^-+|-+$/gu, "");
  if (!prefix) return slug;
  return slug ? `${prefix}-${slug}` : prefix;
}
