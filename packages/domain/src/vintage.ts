import { invalid, type Validated, valid } from "./result.ts";

/**
 * Where a vintage is entered (spec §5, §9): the voice confirmation accepts 1800+, the Enter Vintage Year prompt
 * and the text input 1900+. The text input shares the prompt's message, the spec giving it none of its own.
 */
export type VintageSource = "voice" | "prompt" | "input";

export const VINTAGE_MINIMUM: Record<VintageSource, number> = { voice: 1800, prompt: 1900, input: 1900 };

const PROMPT_MESSAGE = "Please enter a valid year between 1900 and current year";
const MESSAGES: Record<VintageSource, string> = {
  voice: "Please enter a valid year between 1800 and the current year",
  prompt: PROMPT_MESSAGE,
  input: PROMPT_MESSAGE,
};

/** The accepted range of vintages for a source, up to the current year. */
export function vintageBounds(source: VintageSource, now: Date): { min: number; max: number } {
  return { min: VINTAGE_MINIMUM[source], max: now.getFullYear() };
}

/**
 * Validates a vintage typed or spoken: a whole year between the source's minimum and the current year, else
 * 'Invalid vintage' with the source's message. Text must be digits only (surrounding spaces allowed).
 */
export function validateVintage(
  value: string | number | null | undefined,
  source: VintageSource,
  now: Date,
): Validated<number> {
  const text = typeof value === "number" ? String(value) : (value ?? "").trim();
  const year = /^\d{1,4}$/u.test(text) ? Number(text) : Number.NaN;
  const { min, max } = vintageBounds(source, now);
  if (!(year >= min && year <= max)) return invalid("Invalid vintage", MESSAGES[source]);
  return valid(year);
}
