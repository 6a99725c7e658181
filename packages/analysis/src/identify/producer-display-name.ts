import type { CatalogProducer } from "../knowledge/knowledge-base.ts";
import { tokenize } from "../text/normalize.ts";
import { germanPlaceForm } from "./catalog-index.ts";
import { leadTokenCount } from "./match-producer.ts";
import type { QueryAnalysis } from "./query-analysis.ts";

/**
 * The house's name as the query writes it. A brand or other-language name of the house ("Treleaven" for King
 * Ferry Winery, "Cantina Cortaccia" for Kellerei Kurtatsch) is what the bottle shows, so it is kept; a short or
 * unaccented form of the full name ("Conterno", "Chateau Lynch-Bages") gives way to the full name. Only the words
 * before a vintage written mid-text are surely the house's name: alone, "Sassicaia 2016" names the wine.
 */
export function producerDisplayName(query: QueryAnalysis, producer: CatalogProducer): string {
  if (!query.parsed.hasYearInside) return producer.name;
  const written = new Set(query.tokens.slice(0, leadTokenCount(query)));
  const fullName = tokenize(producer.name);
  if (fullName.every((token) => written.has(token))) return producer.name;
  const fullNameTokens = new Set(fullName);
  let chosen: { alias: string; length: number } | undefined;
  for (const alias of producer.aliases) {
    const tokens = tokenize(alias);
    if (tokens.length === 0 || !tokens.every((token) => written.has(token))) continue;
    if (tokens.every((token) => fullNameTokens.has(token))) continue;
    if (chosen === undefined || tokens.length > chosen.length) chosen = { alias, length: tokens.length };
  }
  return chosen?.alias ?? (isGermanPlaceForm(written, fullName) ? writtenLead(query) : producer.name);
}

/** The name written with a place word as its adjective, as the label does: "Maximin Grünhäuser" for Grünhaus. */
function isGermanPlaceForm(written: ReadonlySet<string>, name: readonly string[]): boolean {
  const forms = name.map((token) => {
    if (written.has(token)) return "same";
    const other = germanPlaceForm(token);
    return other !== undefined && written.has(other) ? "form" : "";
  });
  return forms.every((form) => form !== "") && forms.includes("form");
}

/** The words before a vintage written mid-text, as typed. */
function writtenLead(query: QueryAnalysis): string {
  const firstTail = query.parsed.tokens[query.parsed.tailStart]?.wordIndex ?? query.parsed.words.length;
  return query.parsed.words.slice(0, firstTail).join(" ");
}
