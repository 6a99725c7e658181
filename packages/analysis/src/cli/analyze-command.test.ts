import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { analysisOutcomeSchema } from "../result/analysis-result.schema.ts";
import { runAnalyzeCommand } from "./analyze-command.ts";

async function run(args: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk) => {
    out += chunk;
  });
  stderr.on("data", (chunk) => {
    err += chunk;
  });
  const code = await runAnalyzeCommand(args, { stdout, stderr });
  return { code, out, err };
}

// The first command loads the whole knowledge base (2–3 s here, more on a busy machine).
describe("runAnalyzeCommand", { timeout: 30_000 }, () => {
  it("prints one analysis as JSON", async () => {
    const { code, out } = await run(["Sassicaia 2016", "--currency", "EUR", "--now", "2025-01-01"]);
    expect(code).toBe(0);
    const outcome = analysisOutcomeSchema.parse(JSON.parse(out));
    expect("identification" in outcome && outcome.identification.marketValue.startsWith("€")).toBe(true);
  });

  it("answers a batch line by line, in order, with errors in place", async () => {
    const directory = mkdtempSync(join(tmpdir(), "analyze-"));
    const file = join(directory, "in.jsonl");
    const lines = [
      { id: "a", text: "Château Margaux 2015" },
      { id: "b", text: "" },
      { id: "c", text: "Poderi Rossi 2013 Barolo" },
      { id: "d", text: "Barolo ".repeat(60) },
    ];
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join("\n")}\nnot json\nnull\n`);
    const { code, out } = await run(["--batch", file, "--now", "2017-06-01"]);
    expect(code).toBe(0);
    const answers = out
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(answers.map((answer) => answer.id)).toEqual(["a", "b", "c", "d", null, null]);
    expect(Object.keys(answers[0])).toEqual(["id", "result"]);
    expect(analysisOutcomeSchema.safeParse(answers[0].result).success).toBe(true);
    expect(Object.keys(answers[1])).toEqual(["id", "error"]);
    expect(answers[3].error).toBe("The wine name is too long");
    expect(answers[4].error).toBe('The line is not valid JSON: expected {"id": "...", "text": "..."}');
    expect(answers[5].error).toBe('The line is not a JSON object: expected {"id": "...", "text": "..."}');
  });

  it("refuses a name longer than the API accepts, as the API words it", async () => {
    const { code, err, out } = await run(["Barolo ".repeat(60), "--now", "2025-01-01"]);
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toContain("analyze: The wine name is too long");
  });

  it("rejects bad options with a usage message and exit code 2", async () => {
    const { code, err, out } = await run(["Sassicaia", "--now", "yesterday"]);
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toContain("usage:");
  });
});
