import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import path from "node:path";
import { createWorker, OEM, type Page, PSM, type Worker } from "tesseract.js";

export type TesseractPool = {
  /** Text and layout of one prepared image (PNG, JPEG or Netpbm bytes). */
  recognize(image: Buffer): Promise<Page>;
  /** Starts every worker now instead of on first use (benchmarks, or a server that wants no cold start). */
  warmUp(): Promise<void>;
  close(): Promise<void>;
  readonly size: number;
};

type Job = { image: Buffer; resolve: (page: Page) => void; reject: (error: unknown) => void };

/** One worker per core, at most four: each recognition keeps one core busy and a worker holds ~100 MB. */
export function defaultOcrWorkerCount(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** The English model shipped in @tesseract.js-data/eng; without a local langPath tesseract.js goes to a CDN. */
function englishModelDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
}

async function startWorker(): Promise<Worker> {
  const worker = await createWorker("eng", OEM.LSTM_ONLY, {
    langPath: englishModelDirectory(),
    gzip: true,
    cacheMethod: "none",
  });
  await worker.setParameters({
    // Labels are scattered words of many sizes, not paragraphs: sparse text finds far more of them.
    tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    user_defined_dpi: "300",
    // A bottle's curve shades a label towards its edges: one threshold for the whole photo loses the first and
    // last letters of wide headline words there ("RDOLINO", "ANDINC"); Leptonica's tiled threshold keeps them.
    thresholding_method: "1",
    // tesseract's own diagnostics ("Image too small to scale") would otherwise reach the process output.
    debug_file: "/dev/null",
  });
  return worker;
}

/**
 * tesseract.js workers created lazily as work arrives, reused for every image, up to `size` at once; jobs wait
 * in order for a free worker.
 */
export function createTesseractPool(size: number = defaultOcrWorkerCount()): TesseractPool {
  const idle: Worker[] = [];
  const all: Promise<Worker>[] = [];
  const queue: Job[] = [];
  let isClosed = false;

  function run(worker: Worker, job: Job) {
    worker
      .recognize(job.image, {}, { blocks: true, text: true })
      .then((result) => job.resolve(result.data), job.reject)
      .finally(() => {
        idle.push(worker);
        dispatch();
      });
  }

  function grow(): Promise<Worker> {
    const starting = startWorker();
    all.push(starting);
    starting.then(
      (worker) => {
        if (isClosed) return void worker.terminate();
        idle.push(worker);
        dispatch();
      },
      (error) => {
        all.splice(all.indexOf(starting), 1);
        // Nothing will ever serve the waiting jobs if no worker can start: fail them rather than hang.
        if (all.length === 0) for (const job of queue.splice(0)) job.reject(error);
      },
    );
    return starting;
  }

  function dispatch() {
    while (queue.length > 0 && idle.length > 0) run(idle.pop()!, queue.shift()!);
    const busyOrStarting = all.length;
    if (queue.length > 0 && busyOrStarting < size && !isClosed) grow();
  }

  return {
    size,
    recognize(image) {
      if (isClosed) return Promise.reject(new Error("The OCR pool is closed"));
      return new Promise<Page>((resolve, reject) => {
        queue.push({ image, resolve, reject });
        dispatch();
      });
    },
    async warmUp() {
      while (all.length < size) grow();
      await Promise.all(all);
    },
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) job.reject(new Error("The OCR pool is closed"));
      const workers = await Promise.allSettled(all.splice(0));
      idle.length = 0;
      await Promise.all(
        workers.map((settled) => (settled.status === "fulfilled" ? settled.value.terminate() : undefined)),
      );
    },
  };
}
