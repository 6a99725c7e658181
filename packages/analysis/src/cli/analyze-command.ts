import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { CURRENCY_CODES, type CurrencyCode } from "@vinestra/domain";
import { MAX_WINE_NAME_LENGTH, WINE_NAME_TOO_LONG } from "../analyzer/analyze-input.ts";
import { type Analyzer, createAnalyzer } from "../analyzer/create-analyzer.ts";
import { loadKnowledgeBase } from "../knowledge/load-knowledge-base.ts";

export interface CommandIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Read by `--batch -`. */
  stdin?: NodeJS.ReadableStream;
}

const USAGE = `usage: vinestra analyze "Château Margaux 2015" [--vintage N] [--currency EUR] [--now YYYY-MM-DD]
       vinestra analyze --batch IN.jsonl [--now YYYY-MM-DD]   (each line {"id": "...", "text": "..."})`;

class UsageError extends Error {}

function parseNow(value: string | undefined): Date {
  if (value === undefined) return new Date();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new UsageError(`--now must be YYYY-MM-DD, got "${value}"`);
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new UsageError(`--now is not a date: "${value}"`);
  return date;
}

function parseCurrency(value: string | undefined): CurrencyCode {
  if (value === undefined) return "USD";
  const code = value.toUpperCase();
  if (!(CURRENCY_CODES as readonly string[]).includes(code)) {
    throw new UsageError(`unknown currency "${value}" (one of ${CURRENCY_CODES.join(", ")})`);
  }
  return code as CurrencyCode;
}

function parseVintage(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const vintage = Number(value);
  if (!Number.isInteger(vintage) || vintage < 1800 || vintage > 2100)
    throw new UsageError(`--vintage must be a year, got "${value}"`);
  return vintage;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/** One batch line as an object, or an error a person can act on ("not valid JSON", not the parser's own words). */
function readLine(line: string): { id?: unknown; text?: unknown; vintage?: unknown } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    throw new Error('The line is not valid JSON: expected {"id": "...", "text": "..."}');
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new Error('The line is not a JSON object: expected {"id": "...", "text": "..."}');
  return parsed;
}

function analyzeLine(analyzer: Analyzer, line: string, now: Date, currency: CurrencyCode): string {
  let id: unknown = null;
  try {
    const input = readLine(line);
    id = input.id ?? null;
    if (typeof input.text !== "string" || input.text.trim() === "") throw new Error('"text" is required');
    if (input.text.trim().length > MAX_WINE_NAME_LENGTH) throw new Error(WINE_NAME_TOO_LONG);
    const vintage = typeof input.vintage === "number" ? input.vintage : undefined;
    const result = analyzer.analyze({ wineName: input.text, vintage, now, currency });
    return JSON.stringify({ id, result });
  } catch (error) {
    return JSON.stringify({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

async function runBatch(source: string, io: CommandIo, now: Date, currency: CurrencyCode): Promise<number> {
  const text = source === "-" ? await readAll(io.stdin ?? process.stdin) : readFileSync(source, "utf8");
  const analyzer = createAnalyzer(loadKnowledgeBase());
  let buffer = "";
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "") continue;
    buffer += `${analyzeLine(analyzer, line, now, currency)}\n`;
    if (buffer.length > 1 << 16) {
      io.stdout.write(buffer);
      buffer = "";
    }
  }
  io.stdout.write(buffer);
  return 0;
}

/**
 * `vinestra analyze`: one wine as pretty JSON, or a JSONL batch answered line by line in input order
 * ({"id", "result"} or {"id", "error"}) with nothing else on stdout. Needs no server or database.
 */
export async function runAnalyzeCommand(args: string[], io: CommandIo): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        vintage: { type: "string" },
        currency: { type: "string" },
        now: { type: "string" },
        batch: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const now = parseNow(values.now);
    const currency = parseCurrency(values.currency);
    if (values.batch !== undefined) {
      if (positionals.length > 0) throw new UsageError("give either a wine name or --batch, not both");
      return await runBatch(values.batch, io, now, currency);
    }
    const wineName = positionals.join(" ").trim();
    if (wineName === "") throw new UsageError("a wine name is required");
    if (wineName.length > MAX_WINE_NAME_LENGTH) throw new UsageError(WINE_NAME_TOO_LONG);
    const analyzer = createAnalyzer(loadKnowledgeBase());
    const result = analyzer.analyze({ wineName, vintage: parseVintage(values.vintage), currency, now });
    io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`analyze: ${message}\n`);
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.stderr.write(`${USAGE}\n`);
      return 2;
    }
    return 1;
  }
}
