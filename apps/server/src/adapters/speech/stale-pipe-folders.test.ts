import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pipeFolderPrefix, removeStalePipeFolders } from "./stale-pipe-folders.ts";

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe("removeStalePipeFolders", () => {
  it("removes the folders of ended processes only", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "stale-pipes-"));
    directories.push(directory);
    const ended = spawnSync("true").pid!;
    const folders = {
      ended: `${pipeFolderPrefix(ended)}abc`,
      own: `${pipeFolderPrefix()}def`,
      running: `${pipeFolderPrefix(process.ppid)}ghi`,
      other: "something-else",
    };
    for (const name of Object.values(folders)) mkdirSync(path.join(directory, name));

    expect(removeStalePipeFolders(directory)).toEqual([folders.ended]);
    expect(existsSync(path.join(directory, folders.ended))).toBe(false);
    for (const name of [folders.own, folders.running, folders.other])
      expect(existsSync(path.join(directory, name))).toBe(true);
  });
});
