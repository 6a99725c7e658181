import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const BIN = fileURLToPath(new URL("../../../bin/vinestra.mjs", import.meta.url));

describe("vinestra command line", () => {
  it("ends quietly when its reader closes the pipe early (`… --batch big.jsonl | head -1`)", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "vinestra-cli-"));
    const input = path.join(folder, "in.jsonl");
    const lines = Array.from({ length: 400 }, (_, index) =>
      JSON.stringify({ id: String(index), text: "Château Margaux 2015" }),
    );
    writeFileSync(input, `${lines.join("\n")}\n`);
    const child = spawn(process.execPath, [BIN, "analyze", "--batch", input], { stdio: "pipe" });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const firstChunk = await new Promise<string>((resolve) =>
      child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString())),
    );
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(firstChunk).toContain('"id":"0"');
    expect(stderr).toBe("");
    expect(code).toBe(0);
  }, 60_000);
});
