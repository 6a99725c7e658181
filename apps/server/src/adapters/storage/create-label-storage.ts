import path from "node:path";
import { createDiskStorage } from "./disk-storage.ts";
import type { LabelStorage } from "./label-storage.ts";
import { createS3Storage, type S3StorageOptions } from "./s3-storage.ts";

export type StorageSettings =
  | { driver: "disk"; dataDir: string }
  | ({ driver: "s3" } & Omit<S3StorageOptions, "fetch">);

/** Local disk under `DATA_DIR/labels` by default; any S3-compatible store when configured. */
export function createLabelStorage(settings: StorageSettings): LabelStorage {
  if (settings.driver === "disk") return createDiskStorage(path.join(settings.dataDir, "labels"));
  const { driver: _driver, ...s3 } = settings;
  return createS3Storage(s3);
}
