import { spawn } from "node:child_process";

export type ProgramResult = { code: number | null; stdout: Buffer; stderr: string };

/** Runs a program with input on stdin, collecting its output; rejects only when it cannot start or times out. */
export function runProgram(
  file: string,
  args: readonly string[],
  { input, timeoutMs = 30_000 }: { input?: Buffer | string; timeoutMs?: number } = {},
): Promise<ProgramResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ["pipe", "pipe", "pipe"] });
    const stdout: Buffer[] = [];
    let stderr = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${file} took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk.toString();
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(stdout), stderr });
    });
    // A program that exits before reading all its input closes the pipe: that is its answer, not a crash.
    child.stdin.on("error", () => {});
    child.stdin.end(input ?? "");
  });
}
