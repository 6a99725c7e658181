import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { loadKnowledgeBase } from "@vinestra/analysis";
import { createLabelOcr } from "../adapters/ocr/label-ocr.ts";
import { assertDecodableLabelImage, assertLabelImage } from "../adapters/storage/label-image.ts";
import { AppError } from "../errors.ts";
import { recognizeLabel } from "../modules/labels/label-reading.service.ts";
import { type CommandIo, writeJson } from "./command-io.ts";

const USAGE = `usage: vinestra scan-label PHOTO.jpg [--now YYYY-MM-DD]
Prints what the label says as JSON: { wineName, vintage, confidence, needsConfirmation, fields, candidates }.
Runs offline; needs no server and no database.`;

/** A photo the CLI reads is not an upload: it may be as large as a camera makes them. */
const MAX_PHOTO_BYTES = 40 * 1024 * 1024;

/** `vinestra scan-label PHOTO` — the recognition JSON of a label photo; exit 1 when no label is read. */
export async function scanLabelCommand(args: string[], io: CommandIo): Promise<number> {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 64;
  }
  if (parsed.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const ocr = createLabelOcr(1);
  try {
    const photo = await readFile(parsed.file);
    await assertDecodableLabelImage(photo, assertLabelImage(photo, MAX_PHOTO_BYTES));
    const recognition = await recognizeLabel({ ocr, knowledgeBase: loadKnowledgeBase() }, photo, parsed.now);
    writeJson(io.stdout, recognition);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      writeJson(io.stdout, { error: { code: error.code, message: error.message } });
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      io.stderr.write(`No such file: ${parsed.file}\n`);
      return 66;
    }
    throw error;
  } finally {
    await ocr.close();
  }
}

function parseOptions(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { now: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) return { help: true, file: "", now: new Date() };
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new Error("Give one photo.");
  const now = values.now ? new Date(`${values.now}T00:00:00Z`) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: "${values.now}"`);
  return { help: false, file, now };
}
