import { readdirSync, rmSync } from "node:fs";
import path from "node:path";

/** A decoder's pipe folder name starts with this and the id of the process that made it. */
export const PIPE_FOLDER_PREFIX = "vinestra-decoder-";

export function pipeFolderPrefix(pid: number = process.pid): string {
  return `${PIPE_FOLDER_PREFIX}${pid}-`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the pipe folders of decoders whose process is gone: a server that was killed (not stopped) could not
 * remove its own on the way out.
 */
export function removeStalePipeFolders(directory: string): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(directory)) {
    const pid = Number(new RegExp(`^${PIPE_FOLDER_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (!Number.isInteger(pid) || pid === process.pid || isRunning(pid)) continue;
    rmSync(path.join(directory, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
