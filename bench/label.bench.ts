import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { type KnowledgeBase, loadKnowledgeBase } from "@vinestra/analysis";
import { createLabelOcr } from "../apps/server/src/adapters/ocr/label-ocr.ts";
import type { LabelOcr, OcrReading } from "../apps/server/src/adapters/ocr/ocr-reading.ts";
import { type LabelRecognition, readLabelText } from "../apps/server/src/modules/labels/read-label-text.ts";
import { type LabelStyle, renderLabel } from "../apps/server/src/modules/labels/testing/render-label.ts";
import { percentile, Tally } from "./analysis/metrics.ts";
import { namesWine } from "./label/label-accuracy.ts";
import { type LabelPhoto, readLabelManifest } from "./label/label-manifest.ts";

// `npm run bench:label` — label photo → wine: top-1 / top-3 accuracy and latency on the 44 real photos of
// ../shared/data/labels, then on labels rendered here in several fonts, angles and grain.
// Flags: --verbose (one line per photo: ✓ top-1, 3 top-3, ○ missed though the OCR text names it, ✗ not read),
// --photos-only, --rendered-only.
const args = process.argv.slice(2);
const isVerbose = args.includes("--verbose");
const NOW = new Date();
const TARGETS = { top1: 0.75, top3: 0.85, p95Seconds: 1.5 };

type Timed = { reading: OcrReading; recognition: LabelRecognition | null; seconds: number };
type Read = (photo: Buffer) => Promise<Timed>;

/** Photo → identified wine, as the service does it (OCR, then our reading of the text), timed. */
function reader(ocr: LabelOcr, kb: KnowledgeBase): Read {
  return async (photo) => {
    const started = performance.now();
    const reading = await ocr.read(photo);
    const recognition = readLabelText(kb, reading, NOW);
    return { reading, recognition, seconds: (performance.now() - started) / 1000 };
  };
}

/** All the words the OCR read, in every view: what any reading of the text could at best work with. */
function ocrText(reading: OcrReading): string {
  return reading.lines.map((line) => line.words.map((word) => word.text).join(" ")).join(" ");
}

const share = (tally: Tally) => `${(tally.share * 100).toFixed(1)}% (${tally.correct}/${tally.total})`;
const mark = (isMet: boolean) => (isMet ? "met" : "NOT met");

/** The wine names a reading proposes, best first: its own, then its alternatives. */
function proposals(recognition: LabelRecognition | null, depth: number): string[] {
  if (!recognition) return [];
  return [recognition.wineName, ...recognition.candidates.map((candidate) => candidate.wineName)].slice(
    0,
    depth,
  );
}

async function benchPhotos(photos: LabelPhoto[], read: Read, kb: KnowledgeBase) {
  const top1 = new Tally();
  const top3 = new Tally();
  const ceiling = new Tally();
  const vintageFound = new Tally();
  const seconds: number[] = [];
  for (const photo of photos) {
    const { reading, recognition, seconds: elapsed } = await read(readFileSync(photo.file));
    seconds.push(elapsed);
    const isInOcrText = namesWine(ocrText(reading), photo.winery, photo.wineName, kb);
    ceiling.add(isInOcrText);
    const [first, ...others] = proposals(recognition, 3);
    const isTop1 = namesWine(first, photo.winery, photo.wineName, kb);
    const isTop3 = isTop1 || others.some((proposal) => namesWine(proposal, photo.winery, photo.wineName, kb));
    top1.add(isTop1);
    top3.add(isTop3);
    vintageFound.add(recognition?.vintage != null);
    if (isVerbose) {
      console.log(
        `${isTop1 ? "✓" : isTop3 ? "3" : isInOcrText ? "○" : "✗"} ${path.basename(photo.file).padEnd(12)} ${elapsed.toFixed(2)}s  ` +
          `expected: ${photo.winery} / ${photo.wineName}  read: ${recognition ? `${recognition.wineName} (${recognition.confidence})` : "— not detected"}` +
          (recognition?.candidates.length
            ? `  | ${recognition.candidates.map((c) => c.wineName).join(" | ")}`
            : ""),
      );
    }
  }
  const p50 = percentile(seconds, 0.5);
  const p95 = percentile(seconds, 0.95);
  console.log(`\nReal label photos (${photos.length}, ../shared/data/labels)`);
  console.log(
    `  top-1 producer-or-wine-name   ${share(top1).padEnd(18)} target ≥ 75%  ${mark(top1.share >= TARGETS.top1)}`,
  );
  console.log(
    `  top-3 producer-or-wine-name   ${share(top3).padEnd(18)} target ≥ 85%  ${mark(top3.share >= TARGETS.top3)}`,
  );
  console.log(
    `  latency p50 / p95             ${p50.toFixed(2)} s / ${p95.toFixed(2)} s     target p95 ≤ 1.5 s  ${mark(p95 <= TARGETS.p95Seconds)}`,
  );
  console.log(`  OCR ceiling: the name is somewhere in the OCR text  ${share(ceiling)}`);
  console.log(`  vintage read (photos are bottle shots; most show none)  ${share(vintageFound)}`);
}

const STYLES: { name: string; style: LabelStyle }[] = [
  { name: "serif", style: { font: "DejaVu Serif" } },
  { name: "sans", style: { font: "Liberation Sans" } },
  { name: "serif italic", style: { font: "Liberation Serif", italic: true } },
  { name: "condensed, 6° turn", style: { font: "DejaVu Sans Condensed", angle: 6 } },
  { name: "serif, −10° turn", style: { font: "DejaVu Serif", angle: -10 } },
  { name: "sans, grain 40", style: { font: "Liberation Sans", noise: 40 } },
  { name: "serif, 4° turn, grain 25", style: { font: "Liberation Serif", angle: 4, noise: 25 } },
];

function sampleWines(kb: KnowledgeBase, count: number) {
  const step = Math.max(1, Math.floor(kb.wines.length / count));
  return kb.wines.filter((_, index) => index % step === 0).slice(0, count);
}

async function benchRendered(read: Read, kb: KnowledgeBase) {
  const wines = sampleWines(kb, 12);
  console.log(
    `\nRendered labels (${wines.length} catalogue wines × ${STYLES.length} styles; right wine and vintage)`,
  );
  const seconds: number[] = [];
  for (const { name, style } of STYLES) {
    const wine = new Tally();
    const vintage = new Tally();
    for (const [index, entry] of wines.entries()) {
      const year = 1995 + ((index * 7) % 29);
      const photo = await renderLabel(
        { producer: entry.producer.name, wine: entry.wine.name, region: entry.region?.name, vintage: year },
        style,
      );
      const { recognition, seconds: elapsed } = await read(photo);
      seconds.push(elapsed);
      const isRight =
        recognition?.fields.producer.value === entry.producer.name &&
        recognition.fields.wine.value === entry.wine.name;
      wine.add(isRight);
      vintage.add(recognition?.vintage === year);
      if (isVerbose && !isRight) {
        console.log(
          `    ✗ ${entry.producer.name} / ${entry.wine.name} → ${recognition?.wineName ?? "not detected"}`,
        );
      }
    }
    console.log(`  ${name.padEnd(26)} wine ${share(wine).padEnd(16)} vintage ${share(vintage)}`);
  }
  console.log(
    `  latency p50 / p95 ${percentile(seconds, 0.5).toFixed(2)} s / ${percentile(seconds, 0.95).toFixed(2)} s`,
  );
}

async function main() {
  const kb = loadKnowledgeBase();
  const ocr = createLabelOcr();
  const read = reader(ocr, kb);
  console.log(
    `OCR workers: ${ocr.size}; load average before: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
  await ocr.warmUp();
  await read(await renderLabel({ producer: "Warm", wine: "Up" }, { font: "DejaVu Serif" }));
  try {
    if (!args.includes("--rendered-only")) {
      const photos = readLabelManifest();
      if (photos) await benchPhotos(photos, read, kb);
      else console.log("\n!! ../shared/data/labels is absent: the real-photo figures are SKIPPED.");
    }
    if (!args.includes("--photos-only")) await benchRendered(read, kb);
    console.log(
      `\nload average after: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await ocr.close();
  }
}

await main();
