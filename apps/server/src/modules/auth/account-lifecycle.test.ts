import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { labelImages, profiles, supportRequests, user } from "@vinestra/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases.ts";
import { createTestApp, sessionCookie, type TestApp } from "../../test/test-app.ts";

describe.each(testDatabaseKinds())("account lifecycle on %s", (kind) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "vinestra-accounts-"));
    t = await createTestApp(kind, { storage: { driver: "disk", dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function storeLabelPhoto(cookie: string) {
    const photo = await sharp({ create: { width: 320, height: 400, channels: 3, background: "#f3ead7" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "label.jpg");
    form.set("wineName", "Château Margaux 2015");
    const response = await t.request("/api/labels", { method: "POST", cookie, body: form });
    expect(response.status).toBe(201);
  }

  it("changes the password and can sign other sessions out", async () => {
    const { email, password, cookie } = await t.signUp();
    const other = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    const otherCookie = sessionCookie(other);
    expect((await t.request("/api/me", { cookie: otherCookie })).status).toBe(200);

    const changed = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie,
      json: { currentPassword: password, newPassword: "decanted-2019", revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect((await t.request("/api/me", { cookie: otherCookie })).status).toBe(401);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "decanted-2019" },
    });
    expect(signIn.status).toBe(200);
  });

  it("refuses a wrong current password", async () => {
    const { cookie } = await t.signUp();
    const changed = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie,
      json: { currentPassword: "not-it-at-all", newPassword: "decanted-2019" },
    });
    expect(changed.status).toBe(400);
  });

  it("deletes the account and every row it owns, and nobody else's", async () => {
    const doomed = await t.signUp("Leaving");
    const staying = await t.signUp("Staying");
    for (const person of [doomed, staying]) {
      await t.request("/api/support", {
        method: "POST",
        cookie: person.cookie,
        json: { subject: "Before I go", message: "A question that I had for a while." },
      });
      await storeLabelPhoto(person.cookie);
    }
    expect(await readdir(path.join(dataDir, "labels", doomed.userId))).toHaveLength(1);
    const deleted = await t.request("/api/auth/delete-user", {
      method: "POST",
      cookie: doomed.cookie,
      json: { password: doomed.password },
    });
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(user).where(eq(user.id, doomed.userId))).toHaveLength(0);
    expect(await t.db.select().from(profiles).where(eq(profiles.user_id, doomed.userId))).toHaveLength(0);
    expect(
      await t.db.select().from(supportRequests).where(eq(supportRequests.user_id, doomed.userId)),
    ).toHaveLength(0);
    expect(await t.db.select().from(profiles).where(eq(profiles.user_id, staying.userId))).toHaveLength(1);
    expect(
      await t.db.select().from(supportRequests).where(eq(supportRequests.user_id, staying.userId)),
    ).toHaveLength(1);
    expect((await t.request("/api/me", { cookie: doomed.cookie })).status).toBe(401);
    // Their label photos go too, rows and files; the other collector's stay.
    expect(await t.db.select().from(labelImages).where(eq(labelImages.user_id, doomed.userId))).toHaveLength(
      0,
    );
    expect(existsSync(path.join(dataDir, "labels", doomed.userId))).toBe(false);
    expect(await readdir(path.join(dataDir, "labels", staying.userId))).toHaveLength(1);
  });

  it("does not delete the account with a wrong password", async () => {
    const person = await t.signUp();
    const attempt = await t.request("/api/auth/delete-user", {
      method: "POST",
      cookie: person.cookie,
      json: { password: "wrong-password" },
    });
    expect(attempt.status).toBe(400);
    expect(await t.db.select().from(user).where(eq(user.id, person.userId))).toHaveLength(1);
  });
});
