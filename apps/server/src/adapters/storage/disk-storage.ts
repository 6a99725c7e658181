import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  assertValidStorageKey,
  assertValidStoragePrefix,
  type LabelStorage,
  StorageKeyTakenError,
} from "./label-storage.ts";

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
};

/** Label photos as files under `directory` (the data directory's `labels/` by default). */
export function createDiskStorage(directory: string): LabelStorage {
  const root = path.resolve(directory);
  const fileFor = (key: string) => {
    assertValidStorageKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        // "wx" fails when the file exists: the never-overwrite rule is kept by the file system, not a race.
        await writeFile(file, bytes, { flag: "wx", mode: 0o640 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new StorageKeyTakenError(key);
        throw error;
      }
    },
    async get(key) {
      try {
        const bytes = await readFile(fileFor(key));
        const contentType =
          CONTENT_TYPE_BY_EXTENSION[path.extname(key).toLowerCase()] ?? "application/octet-stream";
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    async deletePrefix(prefix) {
      assertValidStoragePrefix(prefix);
      const folder = prefix.endsWith("/") ? prefix.slice(0, -1) : null;
      if (folder !== null) {
        await rm(path.join(root, ...folder.split("/")), { recursive: true, force: true });
        return;
      }
      // A prefix that is not a whole folder: remove the matching entries of its parent folder.
      const parent = path.join(root, ...prefix.split("/").slice(0, -1));
      const start = prefix.split("/").at(-1) ?? "";
      const entries = await readdir(parent).catch(() => [] as string[]);
      await Promise.all(
        entries
          .filter((entry) => entry.startsWith(start))
          .map((entry) => rm(path.join(parent, entry), { recursive: true, force: true })),
      );
    },
  };
}
