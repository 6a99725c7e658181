import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWarmDecoder } from "./warm-decoder.ts";

/** Speaks pocketsphinx_batch's protocol: "heard <recording> <grammar>" for each recording, and dies on "crash". */
const STAND_IN = `#!/bin/sh
while [ $# -gt 1 ]; do
  case "$1" in -ctl) ctl=$2 ;; -hyp) hyp=$2 ;; -fsgctl) fsg=$2 ;; esac
  shift
done
exec 4>"$hyp"
if [ -n "$fsg" ]; then exec 5<"$fsg"; fi
while read -r id; do
  grammar=none
  if [ -n "$fsg" ]; then read -r grammar <&5; fi
  case "$id" in *crash*) exit 3 ;; esac
  echo "heard $(basename "$id") $(basename "$grammar") ($id -100)" >&4
done <"$ctl"
`;

describe("startWarmDecoder", () => {
  let folder: string;
  let program: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "vinestra-warm-decoder-test-"));
    program = path.join(folder, "decoder.sh");
    await writeFile(program, STAND_IN);
    await chmod(program, 0o755);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("answers each recording with its own words, in order, with its own grammar", async () => {
    const decoder = startWarmDecoder(program, [], { grammarPerRecording: true });
    try {
      const answers = await Promise.all(
        ["first", "second", "third"].map((name) =>
          decoder.decode(path.join(folder, `${name}.raw`), path.join(folder, `${name}.fsg`)),
        ),
      );
      expect(answers).toEqual([
        ["heard", "first", "first.fsg"],
        ["heard", "second", "second.fsg"],
        ["heard", "third", "third.fsg"],
      ]);
    } finally {
      decoder.close();
    }
  });

  it("fails the recordings of a decoder that stopped, and starts a new one for the next", async () => {
    const decoder = startWarmDecoder(program, []);
    try {
      await expect(decoder.decode(path.join(folder, "crash.raw"))).rejects.toThrow(/stopped/);
      expect(await decoder.decode(path.join(folder, "after.raw"))).toEqual(["heard", "after", "none"]);
    } finally {
      decoder.close();
    }
  });

  it("refuses a file name pocketsphinx would read wrongly", async () => {
    const decoder = startWarmDecoder(program, []);
    await expect(decoder.decode(path.join(folder, "with space.raw"))).rejects.toThrow(/without spaces/);
    await expect(decoder.decode(path.join(folder, "speech.wav"))).rejects.toThrow(/\.raw/);
    decoder.close();
  });
});
