const UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
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
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

const NUMBER_WORDS = new Set([...UNITS, ...TEENS, ...TENS.filter(Boolean), "oh", "hundred", "thousand"]);

/** Whether a lowercase word is a number word that can be part of a spoken year. */
export function isNumberWord(word: string): boolean {
  return NUMBER_WORDS.has(word);
}

export interface SpokenNumber {
  value: number;
  /** Words consumed. */
  length: number;
}

/** Reads 0–99 spoken as words ("seven", "fifteen", "forty two", "oh five") starting at `index`. */
function readBelowHundred(words: readonly string[], index: number): SpokenNumber | null {
  const word = words[index] ?? "";
  const next = words[index + 1] ?? "";
  if (word === "oh" || word === "o") {
    const unit = UNITS.indexOf(next);
    return unit > 0 ? { value: unit, length: 2 } : null;
  }
  const tens = TENS.indexOf(word);
  if (tens >= 2) {
    const unit = UNITS.indexOf(next);
    return unit > 0 ? { value: tens * 10 + unit, length: 2 } : { value: tens * 10, length: 1 };
  }
  const teen = TEENS.indexOf(word);
  if (teen >= 0) return { value: 10 + teen, length: 1 };
  const unit = UNITS.indexOf(word);
  return unit >= 0 ? { value: unit, length: 1 } : null;
}

/**
 * Reads a year spoken as words at `index` (lowercase words): "two thousand [and] nine" → 2009,
 * "eighteen|nineteen|twenty" + "hundred" or 10–99 ("twenty fifteen", "nineteen oh five", "nineteen hundred").
 */
export function readSpokenYear(words: readonly string[], index: number): SpokenNumber | null {
  const word = words[index];
  if (word === "two" && words[index + 1] === "thousand") {
    const andOffset = words[index + 2] === "and" ? 1 : 0;
    const rest = readBelowHundred(words, index + 2 + andOffset);
    return rest
      ? { value: 2000 + rest.value, length: 2 + andOffset + rest.length }
      : { value: 2000, length: 2 };
  }
  const century = ["eighteen", "nineteen", "twenty"].indexOf(word ?? "");
  if (century < 0) return null;
  if (words[index + 1] === "hundred") return { value: (18 + century) * 100, length: 2 };
  const rest = readBelowHundred(words, index + 1);
  if (!rest || (rest.value < 10 && rest.length === 1)) return null;
  return { value: (18 + century) * 100 + rest.value, length: 1 + rest.length };
}

/** 10–99 in words. */
function spellTensAndUnits(value: number): string {
  if (value < 20) return TEENS[value - 10] as string;
  const unit = value % 10;
  return `${TENS[Math.floor(value / 10)]}${unit ? ` ${UNITS[unit]}` : ""}`;
}

/**
 * A year 1800–2099 as usually spoken: "eighteen ninety", "nineteen oh five", "two thousand nine",
 * "twenty fifteen". Other values are returned as digits.
 */
export function spellYear(year: number): string {
  if (!Number.isInteger(year) || year < 1800 || year > 2099) return String(year);
  const century = Math.floor(year / 100);
  const rest = year % 100;
  if (century === 20 && rest < 10) return rest === 0 ? "two thousand" : `two thousand ${UNITS[rest]}`;
  const head = century === 20 ? "twenty" : (TEENS[century - 10] as string);
  if (rest === 0) return `${head} hundred`;
  return rest < 10 ? `${head} oh ${UNITS[rest]}` : `${head} ${spellTensAndUnits(rest)}`;
}

/**
 * The ways a year may be spoken, for speech grammars: the usual form, and "two thousand [and] N" for 2000s.
 */
export function listSpokenYearForms(year: number): string[] {
  const forms = [spellYear(year)];
  if (year > 2009 && year <= 2099) {
    forms.push(
      `two thousand ${spellTensAndUnits(year - 2000)}`,
      `two thousand and ${spellTensAndUnits(year - 2000)}`,
    );
  } else if (year > 2000 && year < 2010) {
    forms.push(`two thousand and ${UNITS[year - 2000]}`);
  }
  return forms;
}
