/** Where a command writes: the process's streams in the CLI, buffers in tests. */
export type CommandIo = { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream };

/** Debian's standard search path, for when the caller gives none (commands read no environment themselves). */
export const STANDARD_SEARCH_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

export function writeJson(stream: NodeJS.WritableStream, value: unknown): void {
  stream.write(`${JSON.stringify(value, null, 2)}\n`);
}
