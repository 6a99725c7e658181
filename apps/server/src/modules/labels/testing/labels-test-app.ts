import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestDatabaseKind } from "../../../test/databases.ts";
import { createTestApp } from "../../../test/test-app.ts";

/** The real app with label photos kept in a folder of their own, removed on close. */
export async function createLabelsTestApp(kind: TestDatabaseKind, { maxLabelBytes = 2 * 1024 * 1024 } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "vinestra-label-store-"));
  const base = await createTestApp(kind, {
    storage: { driver: "disk", dataDir },
    labels: { maxBytes: maxLabelBytes, ocrWorkers: 1 },
  });
  return {
    request: base.request,
    signUp: base.signUp,
    close: async () => {
      await base.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
