import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findExecutable, findLocalSpeechTools, missingPackages } from "../adapters/speech/speech-binaries.ts";
import { speak } from "../modules/voice/testing/speak.ts";
import { transcribeCommand } from "./transcribe.command.ts";

const searchPath = process.env.PATH ?? "/usr/bin:/bin";
const missing = [
  ...missingPackages(await findLocalSpeechTools(searchPath)),
  ...((await findExecutable("espeak-ng", searchPath)) ? [] : ["espeak-ng"]),
];
if (missing.length > 0) {
  if (process.env.CI === "true") throw new Error(`The transcribe command test needs ${missing.join(", ")}`);
  console.warn(`\n!!! SKIPPING the transcribe command test: ${missing.join(", ")} not installed.\n`);
}

describe.skipIf(missing.length > 0)("vinestra transcribe", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "vinestra-transcribe-"));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("prints { text, wineName, vintage } for a recording", async () => {
    const recording = path.join(folder, "voice.ogg");
    await writeFile(recording, await speak("Penfolds Grange vintage two thousand eight", { format: "ogg" }));
    const stdout = new PassThrough();
    let out = "";
    stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    const code = await transcribeCommand(
      [recording],
      { stdout, stderr: new PassThrough() },
      {
        dataDir: path.join(tmpdir(), "vinestra-speech-test-model"),
        searchPath,
      },
    );
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({
      text: "Penfolds Grange vintage two thousand eight",
      wineName: "Penfolds Grange",
      vintage: 2008,
    });
  }, 120_000);
});
