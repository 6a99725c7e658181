import type { SpokenPhrase } from "./speech-vocabulary.ts";

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
const CENTURIES = ["eighteen", "nineteen", "twenty"];
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

/** Spoken years 1800–2099 from `start` to `end`: "nineteen ninety", "twenty oh five", "two thousand [and] nine". */
function addYears(graph: StateGraph, start: number, end: number): void {
  const century = graph.add();
  for (const word of CENTURIES) graph.link(start, century, word);
  const tens = graph.add();
  for (const word of TEENS) graph.link(century, end, word);
  for (const word of TENS) {
    graph.link(century, tens, word);
  }
  graph.link(tens, end, null, 0.5);
  for (const word of UNITS) graph.link(tens, end, word, 0.5 / UNITS.length);
  graph.link(century, end, "hundred");
  const oh = graph.add();
  graph.link(century, oh, "oh");
  for (const word of UNITS) graph.link(oh, end, word);
  const two = graph.add();
  const thousand = graph.add();
  const rest = graph.add();
  graph.link(start, two, "two");
  graph.link(two, thousand, "thousand");
  graph.link(thousand, end, null, 0.2);
  graph.link(thousand, rest, "and", 0.2);
  graph.link(thousand, rest, null, 0.6);
  const restTens = graph.add();
  for (const word of [...UNITS, ...TEENS]) graph.link(rest, end, word);
  for (const word of TENS) graph.link(rest, restTens, word);
  graph.link(restTens, end, null, 0.5);
  for (const word of UNITS) graph.link(restTens, end, word, 0.5 / UNITS.length);
}

type TrieNode = { count: number; ends: number; children: Map<string, TrieNode> };

/** The names as a prefix tree, so shared first words ("chateau …") are one path, not thousands. */
function addNames(graph: StateGraph, phrases: readonly SpokenPhrase[], start: number, end: number): void {
  const root: TrieNode = { count: 0, ends: 0, children: new Map() };
  for (const phrase of phrases) {
    let node = root;
    node.count += 1;
    for (const word of phrase.words) {
      let child = node.children.get(word);
      if (!child) {
        child = { count: 0, ends: 0, children: new Map() };
        node.children.set(word, child);
      }
      child.count += 1;
      node = child;
    }
    node.ends += 1;
  }
  // Every name is equally likely: a branch weighs as many names as it leads to.
  const visit = (node: TrieNode, state: number) => {
    if (node.ends > 0 && state !== start) graph.link(state, end, null, node.ends / node.count);
    for (const [word, child] of node.children) {
      const probability = child.count / node.count;
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

/**
 * What a person says to name a wine (spec §5), as a pocketsphinx finite-state grammar: the name then the year
 * ("Château Margaux twenty fifteen", "… vintage twenty fifteen", "… from the two thousand nine"), the year then
 * the name ("the twenty fifteen vintage of …"), or either alone. Built directly as states rather than JSGF,
 * whose conversion takes pocketsphinx minutes for ten thousand names.
 */
export function buildWineGrammar(
  phrases: readonly SpokenPhrase[],
  entriesOf: (word: string) => readonly string[] = (word) => [word],
): string {
  const graph = new StateGraph(entriesOf);
  const start = graph.add();
  const final = graph.add();
  const nameStart = graph.add();
  const nameEnd = graph.add();
  // [the] [<year> [vintage [of]]] <name>
  const the = graph.add();
  graph.link(start, the, "the", 0.1);
  graph.link(start, the, null, 0.9);
  graph.link(the, nameStart, null, 0.7);
  const leadingYear = graph.add();
  addYears(graph, the, leadingYear);
  graph.link(leadingYear, final, null, 0.3);
  const vintage = graph.add();
  graph.link(leadingYear, vintage, "vintage", 0.2);
  graph.link(leadingYear, nameStart, null, 0.5);
  graph.link(vintage, nameStart, "of", 0.5);
  graph.link(vintage, nameStart, null, 0.5);
  addNames(graph, phrases, nameStart, nameEnd);
  // <name> [vintage | from [the]] [<year> [vintage]]
  graph.link(nameEnd, final, null, 0.3);
  const link = graph.add();
  graph.link(nameEnd, link, null, 0.4);
  graph.link(nameEnd, link, "vintage", 0.15);
  const from = graph.add();
  graph.link(nameEnd, from, "from", 0.15);
  graph.link(from, link, "the", 0.3);
  graph.link(from, link, null, 0.7);
  const trailingYear = graph.add();
  addYears(graph, link, trailingYear);
  graph.link(trailingYear, final, null, 0.8);
  graph.link(trailingYear, final, "vintage", 0.2);
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
