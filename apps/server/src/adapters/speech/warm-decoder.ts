import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, constants, openSync, rmSync, writeSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { runProgram } from "./run-program.ts";
import { pipeFolderPrefix, removeStalePipeFolders } from "./stale-pipe-folders.ts";

/**
 * A pocketsphinx_batch process kept loaded between recordings, so the acoustic model, dictionary and grammar
 * are loaded once, not per recording: it reads recordings' file names from one named pipe and writes one line
 * of words per recording to another. With `grammarPerRecording`, each recording names its own grammar file on
 * a third pipe, read in step with the recordings. Named pipes, because pocketsphinx opens its files by name
 * and Node's own stdio pipes are sockets, which cannot be opened so.
 */
export type WarmDecoder = {
  /** The words heard in `rawFile` (16 kHz mono 16-bit PCM, its name ending in `.raw`). */
  decode(rawFile: string, grammarFile?: string): Promise<string[]>;
  close(): void;
};

type Pending = {
  id: string;
  resolve(words: string[]): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
};

/** A hypothesis line: "words … (utterance-id score)". */
const HYPOTHESIS = /^(.*)\((\S+) -?\d+\)\s*$/;

type Running = {
  child: ChildProcess;
  folder: string;
  recordings: number;
  grammars: number | null;
  hypotheses: Socket;
};

/** The decoders' pipe folders, removed when the server exits (their processes end with it). */
const pipeFolders = new Set<string>();
/** Folders left by servers that were killed are removed when this one first starts a decoder. */
let hasSweptStaleFolders = false;
process.once("exit", () => {
  for (const folder of pipeFolders) rmSync(folder, { recursive: true, force: true });
});

/** Opens a named pipe without waiting for its other end (read and write, so it never reports a closed end). */
function openPipe(file: string, isNonBlocking = false): number {
  return openSync(file, constants.O_RDWR | (isNonBlocking ? constants.O_NONBLOCK : 0));
}

export function startWarmDecoder(
  program: string,
  args: readonly string[],
  {
    grammarPerRecording = false,
    timeoutMs = 20_000,
  }: { grammarPerRecording?: boolean; timeoutMs?: number } = {},
): WarmDecoder {
  let running: Promise<Running> | null = null;
  const pending: Pending[] = [];
  let buffered = "";

  const failAll = (error: Error) => {
    for (const waiting of pending.splice(0)) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
  };

  const stopped = new WeakSet<Promise<Running>>();
  const stop = (error: Error, which: Promise<Running> | null = running) => {
    if (which === null || stopped.has(which)) return;
    stopped.add(which);
    if (which === running) {
      running = null;
      buffered = "";
      failAll(error);
    }
    void which.then(
      ({ child, folder, recordings, grammars, hypotheses }) => {
        child.kill("SIGKILL");
        hypotheses.destroy();
        for (const descriptor of [recordings, grammars]) if (descriptor !== null) closeSync(descriptor);
        pipeFolders.delete(folder);
        void rm(folder, { recursive: true, force: true });
      },
      () => {},
    );
  };

  // An idle decoder must not keep the server, a command or a test run alive.
  const setHeld = (isHeld: boolean) => {
    void running?.then(
      ({ child, hypotheses }) => {
        if (isHeld) {
          child.ref();
          hypotheses.ref();
        } else {
          child.unref();
          hypotheses.unref();
        }
      },
      () => {},
    );
  };

  const onLine = (line: string) => {
    const match = HYPOTHESIS.exec(line);
    const waiting = pending[0];
    if (!match || !waiting || waiting.id !== match[2]) return;
    pending.shift();
    clearTimeout(waiting.timer);
    if (pending.length === 0) setHeld(false);
    waiting.resolve(match[1]!.split(/\s+/).filter(Boolean));
  };

  const start = async (): Promise<Running> => {
    if (!hasSweptStaleFolders) {
      hasSweptStaleFolders = true;
      removeStalePipeFolders(tmpdir());
    }
    const folder = await mkdtemp(path.join(tmpdir(), pipeFolderPrefix()));
    pipeFolders.add(folder);
    const [recordingsFile, hypothesesFile, grammarsFile] = ["recordings", "hypotheses", "grammars"].map(
      (name) => path.join(folder, name),
    ) as [string, string, string];
    const made = await runProgram("mkfifo", [
      recordingsFile,
      hypothesesFile,
      ...(grammarPerRecording ? [grammarsFile] : []),
    ]);
    if (made.code !== 0) throw new Error(`mkfifo failed: ${made.stderr.slice(0, 200)}`);
    const recordings = openPipe(recordingsFile);
    const grammars = grammarPerRecording ? openPipe(grammarsFile) : null;
    const hypotheses = new Socket({ fd: openPipe(hypothesesFile, true), readable: true, writable: false });
    hypotheses.setEncoding("utf8");
    hypotheses.on("data", (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    });
    const child = spawn(
      program,
      [
        ...args,
        ...["-ctl", recordingsFile, "-hyp", hypothesesFile, "-adcin", "yes", "-cepext", ".raw"],
        ...(grammarPerRecording ? ["-fsgctl", grammarsFile] : []),
        ...["-logfn", "/dev/null"],
      ],
      { stdio: "ignore" },
    );
    return { child, folder, recordings, grammars, hypotheses };
  };

  const ensureRunning = (): Promise<Running> => {
    if (running) return running;
    const started = start();
    running = started;
    void started.then(
      ({ child }) => {
        const onGone = (error: Error) => stop(error, started);
        child.on("error", onGone);
        child.on("exit", (code) => onGone(new Error(`${program} stopped (${code})`)));
        if (pending.length === 0) setHeld(false);
      },
      (error: Error) => stop(error, started),
    );
    return started;
  };

  // Loaded now, so the first recording does not wait for the model.
  void ensureRunning();
  return {
    async decode(rawFile, grammarFile) {
      if (!rawFile.endsWith(".raw") || /\s/.test(rawFile + (grammarFile ?? ""))) {
        throw new Error(`not a .raw file name without spaces: ${rawFile}`);
      }
      const current = ensureRunning();
      const { recordings, grammars } = await current;
      if (running !== current) throw new Error(`${program} stopped`);
      const id = rawFile.slice(0, -".raw".length);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => stop(new Error(`${program} took longer than ${timeoutMs} ms`), current),
          timeoutMs,
        );
        pending.push({ id, resolve, reject, timer });
        setHeld(true);
        // Short lines on a pipe nobody else writes to: each is written whole, at once.
        if (grammars !== null) writeSync(grammars, `${grammarFile}\n`);
        writeSync(recordings, `${id}\n`);
      });
    },
    close() {
      stop(new Error(`${program} closed`));
    },
  };
}
