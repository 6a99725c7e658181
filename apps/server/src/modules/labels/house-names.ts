import type { LabelLine, LabelWord } from "./label-lines.ts";
import {
  isNameWorthy,
  isNamingWord,
  type NamePart,
  type NamingContext,
  PARTICLES,
  partOf,
} from "./label-naming.ts";

/** Words that announce a house: the name follows them ("Domaine Faiveley", "Weingut Aldinger"). */
const HOUSE_WORDS_BEFORE = new Set([
  "chateau",
  "domaine",
  "weingut",
  "bodega",
  "bodegas",
  "cascina",
  "castello",
  "tenuta",
  "schloss",
  "schlosskellerei",
  "quinta",
  "maison",
  "cantina",
  "fattoria",
  "podere",
  "herdade",
  "casa",
  "vina",
  "finca",
  "celler",
  "clos",
]);
/** Words that close a house's name ("King Estate", "Columbia Crest Winery", "Peller Estates"). */
const HOUSE_WORDS_AFTER = new Set([
  "estate",
  "estates",
  "winery",
  "vineyard",
  "vineyards",
  "cellars",
  "wines",
]);
/** A house named with its house word, on one line or with the name on the line below ("DOMAINE" / "FAIVELEY"). */
export function findHouseName(lines: readonly LabelLine[], context: NamingContext): NamePart | null {
  let best: NamePart | null = null;
  const consider = (part: NamePart) => {
    if (best === null || part.prominence > best.prominence) best = part;
  };
  lines.forEach((line, lineIndex) => {
    if (line.isBoilerplate) return;
    const words = line.words.filter((word) => isNameWorthy(word, context));
    words.forEach((word, index) => {
      if (HOUSE_WORDS_BEFORE.has(word.key)) {
        const name = words
          .slice(index + 1, index + 3)
          .filter((next) => isNamingWord(next, context) || PARTICLES.has(next.key));
        if (name.some((next) => isNamingWord(next, context)))
          consider(partOf([word, ...name], line, context));
        else if (index === words.length - 1) {
          const below = lines[lineIndex + 1];
          const next = below?.words.filter((candidate) => isNamingWord(candidate, context)).slice(0, 2);
          if (below && !below.isBoilerplate && next && next.length > 0)
            consider(partOf([word, ...next], below, context));
        }
      }
      if (HOUSE_WORDS_AFTER.has(word.key) && index > 0) {
        const name = words
          .slice(Math.max(0, index - 2), index)
          .filter((before) => isNamingWord(before, context));
        if (name.length > 0) consider(partOf([...name, word], line, context));
      } else if (HOUSE_WORDS_AFTER.has(word.key) && index === 0) {
        // "PELLER" / "ESTATES" set on two lines.
        const above = lines[lineIndex - 1];
        const name = above?.words.filter((candidate) => isNamingWord(candidate, context)).slice(-2);
        if (above && !above.isBoilerplate && name && name.length > 0)
          consider(partOf([...name, word], above, context));
      }
    });
  });
  return best;
}

/**
 * Where a bottler line names the house: "Imbottigliato da Saglietti Flavio", "Mis en bouteille par Louis Latour".
 * Fine print is misread a letter or two, so "imbottigliato" is known by its middle ("mbotigl", "hottigliarg").
 */
const BOTTLER_LEAD =
  /\b(?:bottled|produced|\w*ott?igl\w*|prodotto|mis en bouteille|mise en bouteille|embotellado|engarrafado|abgefullt|elabore|elaborado)\b.*?\b(?:by|da|dall|dalla|par|por|pour|von|bei)\b/;
/** Words after the bottler's name: where or for whom it was bottled. */
const BOTTLER_STOP = new Set([
  "nella",
  "nelle",
  "a",
  "au",
  "in",
  "at",
  "en",
  "a",
  "negociant",
  "for",
  "per",
  "pour",
  "sa",
  "srl",
  "spa",
  "gmbh",
  "ltd",
  "inc",
  "societa",
]);
const HOUSE_FORMS = new Set([
  "azienda",
  "agricola",
  "societa",
  "cantina",
  "cantine",
  "domaine",
  "chateau",
  "maison",
  "bodega",
  "bodegas",
  "weingut",
  "tenuta",
  "the",
  "l",
  "la",
]);

/** A house form, or the start or end of one split by the OCR ("azie" / "nda" of "Azienda"). */
function isHouseFormPiece(key: string): boolean {
  if (HOUSE_FORMS.has(key)) return true;
  if (key.length < 3) return false;
  return [...HOUSE_FORMS].some(
    (form) => form.length > key.length && (form.startsWith(key) || form.endsWith(key)),
  );
}

/**
 * The words after a bottler line's lead ("Bottled by", "Imbottigliato da"), where the house is named; empty
 * when the OCR lost the preposition, null on a line that names no bottler.
 */
export function wordsAfterBottlerLead(line: LabelLine): LabelWord[] | null {
  const lead = BOTTLER_LEAD.exec(line.folded);
  if (!lead) return null;
  const leadWords = line.folded.slice(0, lead.index + lead[0].length).split(/\s+/).length;
  const after = line.words.slice(Math.max(0, leadWords - 2));
  // "dall'Azienda" is one word: the preposition is its first key.
  const start = after.findIndex((word) =>
    /^(by|da|dall|dalla|par|por|pour|von|bei)$/.test(word.key.split(" ")[0] ?? ""),
  );
  return start === -1 ? [] : after.slice(start + 1);
}

/** The house a bottler line names, as read in the small print (often more legible than a styled headline). */
export function findBottlerName(lines: readonly LabelLine[], context: NamingContext): NamePart | null {
  for (const line of lines) {
    const sameLine = wordsAfterBottlerLead(line);
    if (sameLine === null) continue;
    const words: LabelWord[] = [];
    // The name may run onto the next line ("… dall'Azienda Agricola" / "SAGLIETTI FLAVIO").
    // When the OCR lost the preposition itself, only the next line is sure to hold the name.
    const rest = [...sameLine, ...(lines[lines.indexOf(line) + 1]?.words ?? [])];
    for (const word of rest) {
      if (BOTTLER_STOP.has(word.key) || /\d/.test(word.text) || words.length === 4) break;
      if (words.length === 0 && isHouseFormPiece(word.key)) continue;
      if (!isNameWorthy(word, context)) break;
      words.push(word);
    }
    if (words.some((word) => isNamingWord(word, context))) return partOf(words, line, context);
  }
  return null;
}
