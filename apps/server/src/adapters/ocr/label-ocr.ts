import type { Page } from "tesseract.js";
import { type LabelView, prepareLabelViews } from "./label-views.ts";
import type { LabelOcr, OcrLine } from "./ocr-reading.ts";
import { createTesseractPool, defaultOcrWorkerCount } from "./tesseract-pool.ts";

/** Lines of one view, with word boxes turned into fractions of the whole photo. */
function linesOf(page: Page, view: LabelView): OcrLine[] {
  const { region, width, height } = view;
  const x = (pixels: number) => region.left + (pixels / width) * region.width;
  const y = (pixels: number) => region.top + (pixels / height) * region.height;
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words
          .filter((word) => word.text.trim() !== "")
          .map((word) => ({
            text: word.text.trim(),
            confidence: word.confidence / 100,
            box: {
              left: x(word.bbox.x0),
              top: y(word.bbox.y0),
              right: x(word.bbox.x1),
              bottom: y(word.bbox.y1),
            },
          }));
        if (words.length > 0) lines.push({ words, view: view.name });
      }
    }
  }
  return lines;
}

/**
 * Label OCR on a tesseract.js pool: each view of the photo goes to a worker as soon as it is prepared, so views
 * are read side by side and while others are still being prepared.
 */
export function createLabelOcr(workers: number = defaultOcrWorkerCount()): LabelOcr {
  const pool = createTesseractPool(workers);
  return {
    size: pool.size,
    async read(photo) {
      const started = performance.now();
      const views = await prepareLabelViews(photo);
      const read = await Promise.all(
        views.map(async (pending) => {
          const view = await pending;
          return linesOf(await pool.recognize(view.image), view);
        }),
      );
      const lines = read.flat();
      return { lines, durationMs: performance.now() - started };
    },
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
  };
}
