import { invalid, type Validated, valid } from "./result.ts";
import { collapseWhitespace } from "./text.ts";

/** A wine named by the user: its name and, when one was given, its vintage. */
export interface WineQuery {
  name: string;
  vintage: number | null;
}

/** A 4-digit year from 1900 to 2099 not touching other digits (spec §5). */
const TEXT_VINTAGE = /(?<!\d)(?:19|20)\d{2}(?!\d)/u;
/** Separators left dangling at the name's edges once the year is taken out: "Margaux, 2015" → "Margaux". */
const EDGE_SEPARATORS = /^[\s,;:–—-]+|[\s,;:–—-]+$/gu;

/** Removes one match from a text and tidies what remains into a name. */
function cleanNameAround(text: string, start: number, length: number): string {
  return collapseWhitespace(`${text.slice(0, start)} ${text.slice(start + length)}`).replace(
    EDGE_SEPARATORS,
    "",
  );
}

/** Two years written side by side this close are dates of one bottle (vintage, then bottling or disgorging). */
const SAME_BOTTLE_YEARS = 20;

/** A year found in a text, in the order written, and whether only spaces separate it from the year before. */
export interface WrittenYear {
  year: number;
  followsYear: boolean;
}

/**
 * Which of the years written is the vintage (its position, -1 for none): the latest, for the others belong to the
 * name ("Tahbilk 1927 Vines Marsanne 2015", "Casella 2007 1919 Shiraz"); a year right after a year close to it is
 * another date of that bottle ("Krug 1996 2002", "Penfolds Grange 2010 2011").
 */
export function vintagePosition(years: readonly WrittenYear[]): number {
  let latest = -1;
  years.forEach(({ year, followsYear }, position) => {
    const before = years[position - 1];
    const isSameBottle =
      followsYear && before !== undefined && Math.abs(year - before.year) <= SAME_BOTTLE_YEARS;
    if (!isSameBottle && (latest < 0 || year > years[latest]!.year)) latest = position;
  });
  return latest;
}

function vintageMatch(input: string): RegExpExecArray | undefined {
  const matches = [...input.matchAll(new RegExp(TEXT_VINTAGE.source, "gu"))] as RegExpExecArray[];
  const years = matches.map((match, index) => {
    const before = matches[index - 1];
    return {
      year: Number(match[0]),
      followsYear:
        before !== undefined && input.slice(before.index + before[0].length, match.index).trim() === "",
    };
  });
  return matches[vintagePosition(years)];
}

/**
 * Parses the analysis input (spec §5): a 4-digit year 1900–2099 anywhere is the vintage (of several, the latest)
 * and the rest is the name. Blank input gives 'Wine details required: Please enter wine name and vintage year'; a year
 * alone gives 'Wine name required'. A missing vintage is not an error: the flow then asks for it.
 */
export function parseWineInput(text: string | null | undefined): Validated<WineQuery> {
  const input = collapseWhitespace(text ?? "");
  if (input === "") return invalid("Wine details required", "Please enter wine name and vintage year");
  const match = vintageMatch(input);
  const name = match
    ? cleanNameAround(input, match.index, match[0].length)
    : input.replace(EDGE_SEPARATORS, "");
  if (name === "") return invalid("Wine name required");
  return valid({ name, vintage: match ? Number(match[0]) : null });
}

/** Whether the Enter Vintage Year dialog must open before analysing. */
export function needsVintagePrompt(query: WineQuery): boolean {
  return query.vintage === null;
}
