import { listSpokenYearForms } from "@vinestra/domain";

/** Number words of spoken years ("nineteen ninety", "twenty fifteen", "two thousand nine"). */
const UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
export const YEAR_WORDS = [...new Set(["oh", "and", "hundred", "thousand", ...UNITS, ...TEENS, ...TENS])];
/** Words around the name and year that the voice parser understands (spec §5). */
export const LINK_WORDS = ["the", "vintage", "from", "of"];

type Transition = { from: number; to: number; probability: number; word: string | null };

/** A finite-state grammar under construction: states are numbers, transitions carry a word or nothing. */
class StateGraph {
  states = 0;
  readonly transitions: Transition[] = [];
  constructor(private readonly entriesOf: (word: string) => readonly string[]) {}
  add(): number {
    return this.states++;
  }
  /** A word is offered in each of its pronunciations, the probability shared among them. */
  link(from: number, to: number, word: string | null, probability = 1): void {
    if (word === null) {
      this.transitions.push({ from, to, probability, word });
      return;
    }
    const entries = this.entriesOf(word);
    for (const entry of entries)
      this.transitions.push({ from, to, probability: probability / entries.length, word: entry });
  }
}

/** The ways each year from `first` to `last` is said, "twenty oh five" included beside "two thousand [and] five". */
export function listYearPhrases(first: number, last: number): { year: number; words: string[] }[] {
  const phrases: { year: number; words: string[] }[] = [];
  for (let year = first; year <= last; year += 1) {
    const forms = new Set(listSpokenYearForms(year));
    if (year > 2000 && year < 2010) forms.add(`twenty oh ${UNITS[year - 2001]}`);
    for (const form of forms) phrases.push({ year, words: form.split(" ") });
  }
  return phrases;
}

/**
 * How likely a collector is to name each vintage: the bottles people ask about are overwhelmingly from the
 * last sixty years, so a year heard as "nineteen twenty two" or "nineteen ninety two" leans to the latter;
 * older years stay possible. The year of the recording (`latest`) is rarer than the ones before it: few wines
 * of this year's harvest are bottled yet, so "nineteen ninety six" heard as "twenty twenty six" leans back.
 */
export function vintagePrior(year: number, latest: number): number {
  if (year >= latest) return 0.2;
  if (year >= 1950) return 1;
  if (year >= 1900) return 0.005;
  return 0.001;
}

/**
 * Spoken years as a prefix tree from `start` to `end`, each year weighted by `vintagePrior` (its forms share
 * its weight): a grammar of real vintages only, so "twenty sixteen" cannot become "two thousand and twenty six".
 */
function addYears(graph: StateGraph, years: YearRange, start: number, end: number, share = 1): void {
  const phrases = listYearPhrases(years.first, years.last);
  const formCounts = new Map<number, number>();
  for (const { year } of phrases) formCounts.set(year, (formCounts.get(year) ?? 0) + 1);
  const weighted = phrases.map(({ year, words }) => ({
    words,
    weight: vintagePrior(year, years.last) / formCounts.get(year)!,
  }));
  addPhraseTree(graph, weighted, start, end, share);
}

type TrieNode = { weight: number; ends: number; children: Map<string, TrieNode> };

/** A phrase of the grammar and its weight against the others of its place. */
export type WeightedPhrase = { words: readonly string[]; weight: number };

export type YearRange = { first: number; last: number };

/** Phrases as a prefix tree, so shared first words ("chateau …") are one path, each phrase as likely as its weight. */
function addPhraseTree(
  graph: StateGraph,
  phrases: readonly WeightedPhrase[],
  start: number,
  end: number,
  share = 1,
): void {
  const root: TrieNode = { weight: 0, ends: 0, children: new Map() };
  for (const phrase of phrases) {
    let node = root;
    node.weight += phrase.weight;
    for (const word of phrase.words) {
      let child = node.children.get(word);
      if (!child) {
        child = { weight: 0, ends: 0, children: new Map() };
        node.children.set(word, child);
      }
      child.weight += phrase.weight;
      node = child;
    }
    node.ends += phrase.weight;
  }
  // A branch weighs as much as the phrases it leads to.
  const visit = (node: TrieNode, state: number) => {
    if (node.ends > 0 && state !== start) graph.link(state, end, null, node.ends / node.weight);
    for (const [word, child] of node.children) {
      const probability = (child.weight / node.weight) * (node === root ? share : 1);
      if (child.children.size === 0) graph.link(state, end, word, probability);
      else {
        const next = graph.add();
        graph.link(state, next, word, probability);
        visit(child, next);
      }
    }
  };
  visit(root, start);
}

function writeGrammar(graph: StateGraph, start: number, final: number): string {
  const lines = [
    "FSG_BEGIN wine",
    `NUM_STATES ${graph.states}`,
    `START_STATE ${start}`,
    `FINAL_STATE ${final}`,
    ...graph.transitions.map(
      ({ from: source, to, probability, word }) =>
        `TRANSITION ${source} ${to} ${probability.toPrecision(6)}${word ? ` ${word}` : ""}`,
    ),
    "FSG_END",
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * What a person says to name a wine (spec §5), as a pocketsphinx finite-state grammar over the given names:
 * the name then the year ("Château Margaux twenty fifteen", "… vintage twenty fifteen", "… from the two
 * thousand nine"), the year then the name ("the twenty fifteen vintage of …"), or either alone — never a
 * year on both sides. Built directly as states rather than JSGF, which pocketsphinx converts slowly.
 */
export function buildWineGrammar(
  names: readonly WeightedPhrase[],
  years: YearRange,
  entriesOf: (word: string) => readonly string[] = (word) => [word],
): string {
  const graph = new StateGraph(entriesOf);
  const start = graph.add();
  const final = graph.add();
  const the = graph.add();
  graph.link(start, the, "the", 0.1);
  graph.link(start, the, null, 0.9);
  // [the] <year> [vintage [of]] [<name>]
  const leadingYear = graph.add();
  addYears(graph, years, the, leadingYear, 0.4);
  graph.link(leadingYear, final, null, 0.2);
  const beforeName = graph.add();
  graph.link(leadingYear, beforeName, null, 0.5);
  const vintage = graph.add();
  graph.link(leadingYear, vintage, "vintage", 0.3);
  graph.link(vintage, beforeName, "of", 0.5);
  graph.link(vintage, beforeName, null, 0.5);
  const lastName = graph.add();
  addPhraseTree(graph, names, beforeName, lastName);
  graph.link(lastName, final, null);
  // [the] <name> [vintage | from [the]] [<year> [vintage]]
  const firstName = graph.add();
  graph.link(the, firstName, null, 0.6);
  const nameEnd = graph.add();
  addPhraseTree(graph, names, firstName, nameEnd);
  graph.link(nameEnd, final, null, 0.2);
  const link = graph.add();
  graph.link(nameEnd, link, null, 0.5);
  graph.link(nameEnd, link, "vintage", 0.2);
  const from = graph.add();
  graph.link(nameEnd, from, "from", 0.1);
  graph.link(from, link, "the", 0.3);
  graph.link(from, link, null, 0.7);
  const trailingYear = graph.add();
  addYears(graph, years, link, trailingYear);
  graph.link(trailingYear, final, null, 0.8);
  graph.link(trailingYear, final, "vintage", 0.2);
  return writeGrammar(graph, start, final);
}
