import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk-storage.ts";
import { type LabelStorage, StorageKeyTakenError } from "./label-storage.ts";

describe("disk label storage", () => {
  let directory: string;
  let storage: LabelStorage;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "vinestra-labels-"));
    storage = createDiskStorage(directory);
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it("stores, reads back and deletes a photo under its key", async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await storage.put("user_1/1700000000000-Chateau_Margaux.jpg", bytes, "image/jpeg");
    expect(await storage.get("user_1/1700000000000-Chateau_Margaux.jpg")).toEqual({
      bytes,
      contentType: "image/jpeg",
    });
    await storage.delete("user_1/1700000000000-Chateau_Margaux.jpg");
    expect(await storage.get("user_1/1700000000000-Chateau_Margaux.jpg")).toBeNull();
  });

  it("never overwrites a key", async () => {
    await storage.put("user_1/1-a.jpg", Buffer.from("first"), "image/jpeg");
    await expect(storage.put("user_1/1-a.jpg", Buffer.from("second"), "image/jpeg")).rejects.toBeInstanceOf(
      StorageKeyTakenError,
    );
    expect((await storage.get("user_1/1-a.jpg"))?.bytes.toString()).toBe("first");
  });

  it("refuses keys that would leave the store", async () => {
    for (const key of ["../escape.jpg", "user/../../x.jpg", "/etc/passwd", "user/.hidden", ""]) {
      await expect(storage.put(key, Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it("deletes a user's folder and nothing else", async () => {
    await storage.put("user_1/1-a.jpg", Buffer.from("a"), "image/jpeg");
    await storage.put("user_1/2-b.jpg", Buffer.from("b"), "image/jpeg");
    await storage.put("user_10/3-c.jpg", Buffer.from("c"), "image/jpeg");
    await storage.deletePrefix("user_1/");
    expect(await storage.get("user_1/1-a.jpg")).toBeNull();
    expect(await storage.get("user_1/2-b.jpg")).toBeNull();
    expect(await storage.get("user_10/3-c.jpg")).not.toBeNull();
  });

  it("deletes by a partial prefix inside a folder", async () => {
    await storage.put("user_1/100-a.jpg", Buffer.from("a"), "image/jpeg");
    await storage.put("user_1/200-b.jpg", Buffer.from("b"), "image/jpeg");
    await storage.deletePrefix("user_1/1");
    expect(await storage.get("user_1/100-a.jpg")).toBeNull();
    expect(await storage.get("user_1/200-b.jpg")).not.toBeNull();
  });
});
