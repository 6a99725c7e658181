import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { type KnowledgeBase, loadKnowledgeBase, normalizeWineName } from "@vinestra/analysis";
import { spellYear } from "@vinestra/domain";
import { createLocalSpeechToText } from "../apps/server/src/adapters/speech/local-speech.ts";
import { runProgram } from "../apps/server/src/adapters/speech/run-program.ts";
import { transcribeWineName } from "../apps/server/src/modules/voice/voice.service.ts";
import { percentile, Tally } from "./analysis/metrics.ts";

// `npm run bench:voice` — speech → wine on espeak-ng speech of 50 catalogue wines with vintages, two voices at
// two speeds, through the local recogniser (ffmpeg + pocketsphinx with our grammar), as the API runs it.
// Flags: --verbose (each miss), --limit N (wines), --voices a,b (espeak-ng voices), --keep-model (reuse the
// grammar in the temp folder between runs), --offset N (another sample: the wines N places further on; default 3).
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const isVerbose = args.includes("--verbose");
const WINES = Number(option("--limit") ?? 50);
const OFFSET = Number(option("--offset") ?? 3);
if (!Number.isInteger(WINES) || WINES < 1 || !Number.isInteger(OFFSET) || OFFSET < 0) {
  throw new Error("--limit must be a whole number of at least 1 and --offset a whole number of at least 0");
}
// Klatt and a female variant: the acoustic model mishears espeak-ng's default male voice on numbers
// ("fifteen" → "fifty"), which says more about that synthetic voice than about the recogniser.
const VOICES = (option("--voices") ?? "en-us+klatt2,en-us+f2").split(",");
const SPEEDS = [140, 175];
const TARGETS = { share: 0.9, seconds: 1 };

type Utterance = { said: string; wineName: string; vintage: number };

function catalogName(producer: string, wine: string): string {
  const house = new Set(normalizeWineName(producer).split(" "));
  return normalizeWineName(wine)
    .split(" ")
    .some((token) => house.has(token))
    ? wine
    : `${producer} ${wine}`;
}

/** 50 wines spread over the catalogue, each with a vintage, said in the ways the voice parser accepts. */
function utterances(knowledgeBase: KnowledgeBase, count: number): Utterance[] {
  const step = Math.floor(knowledgeBase.wines.length / count);
  return Array.from({ length: count }, (_, index) => {
    const entry = knowledgeBase.wines[(index * step + OFFSET) % knowledgeBase.wines.length]!;
    const wineName = catalogName(entry.producer.name, entry.wine.name);
    const vintage = 1990 + ((index * 7) % 33);
    const year = spellYear(vintage);
    const said = [`${wineName} ${year}`, `${wineName} vintage ${year}`, `${year} ${wineName}`][index % 3]!;
    return { said, wineName, vintage };
  });
}

async function synthesise(text: string, voice: string, speed: number, folder: string): Promise<Buffer> {
  const file = path.join(folder, "utterance.wav");
  const result = await runProgram("espeak-ng", ["-v", voice, "-s", String(speed), "-w", file, text]);
  if (result.code !== 0) throw new Error(`espeak-ng failed: ${result.stderr}`);
  const encoded = await runProgram("ffmpeg", [
    "-loglevel",
    "error",
    "-i",
    file,
    "-ac",
    "1",
    "-c:a",
    "libopus",
    "-f",
    "webm",
    "pipe:1",
  ]);
  return encoded.stdout;
}

async function main() {
  const knowledgeBase = loadKnowledgeBase();
  const folder = await mkdtemp(path.join(tmpdir(), "vinestra-voice-bench-"));
  const modelDirectory = args.includes("--keep-model")
    ? path.join(tmpdir(), "vinestra-speech-bench-model")
    : folder;
  const speech = createLocalSpeechToText({
    knowledgeBase,
    workDirectory: modelDirectory,
    searchPath: process.env.PATH ?? "",
  });
  const availability = await speech.availability();
  if (!availability.isAvailable) {
    console.log(`!! local speech is not available: ${availability.message}`);
    process.exitCode = 1;
    return;
  }
  const preparing = performance.now();
  await speech.prepare();
  console.log(`grammar and dictionary ready in ${((performance.now() - preparing) / 1000).toFixed(1)} s`);
  console.log(
    `load average before: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
  const all = new Tally();
  const seconds: number[] = [];
  try {
    for (const voice of VOICES) {
      for (const speed of SPEEDS) {
        const right = new Tally();
        const rightWine = new Tally();
        const rightVintage = new Tally();
        for (const utterance of utterances(knowledgeBase, WINES)) {
          const audio = await synthesise(utterance.said, voice, speed, folder);
          const started = performance.now();
          const heard = await transcribeWineName(speech, audio, "audio/webm").catch(() => null);
          seconds.push((performance.now() - started) / 1000);
          const isWine =
            heard !== null && normalizeWineName(heard.wineName) === normalizeWineName(utterance.wineName);
          const isVintage = heard?.vintage === utterance.vintage;
          rightWine.add(isWine);
          rightVintage.add(isVintage);
          right.add(isWine && isVintage);
          all.add(isWine && isVintage);
          if (isVerbose && !(isWine && isVintage)) {
            console.log(
              `    ✗ [${voice} ${speed}] "${utterance.said}" → ${heard ? `"${heard.text}"` : "error"}`,
            );
          }
        }
        const share = (tally: Tally) => `${(tally.share * 100).toFixed(0)}%`;
        console.log(
          `  ${voice.padEnd(14)} ${String(speed).padStart(3)} wpm   wine+vintage ${share(right).padStart(4)}   wine ${share(rightWine).padStart(4)}   vintage ${share(rightVintage).padStart(4)}`,
        );
      }
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const p50 = percentile(seconds, 0.5);
  const p95 = percentile(seconds, 0.95);
  const mean = seconds.reduce((sum, value) => sum + value, 0) / seconds.length;
  console.log(
    `\nVoice → wine (${all.total} utterances: ${WINES} wines × ${VOICES.length} voices × ${SPEEDS.length} speeds)`,
  );
  console.log(
    `  right wine and vintage   ${(all.share * 100).toFixed(1)}% (${all.correct}/${all.total})   target ≥ 90%  ${all.share >= TARGETS.share ? "met" : "NOT met"}`,
  );
  console.log(
    `  seconds per utterance    mean ${mean.toFixed(2)}  p50 ${p50.toFixed(2)}  p95 ${p95.toFixed(2)}   target ≤ 1 s  ${mean <= TARGETS.seconds ? "met" : "NOT met"}`,
  );
  console.log(
    `load average after: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
}

await main();
