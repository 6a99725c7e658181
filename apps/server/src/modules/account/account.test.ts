import { profiles, userLocations, userRoles } from "@vinestra/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

describe.each(testDatabaseKinds())("account on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers 401 with the one error shape when signed out", async () => {
    const response = await t.request("/api/me");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "unauthorized", message: "Authentication required" },
    });
  });

  it("saves the preferred currency of the signed-in user only", async () => {
    const alice = await t.signUp("Alice");
    const bob = await t.signUp("Bob");
    const response = await t.request("/api/profile", {
      method: "PATCH",
      cookie: alice.cookie,
      json: { preferred_currency: "EUR" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ profile: { preferred_currency: "EUR" } });
    const [aliceRow] = await t.db.select().from(profiles).where(eq(profiles.user_id, alice.userId));
    const [bobRow] = await t.db.select().from(profiles).where(eq(profiles.user_id, bob.userId));
    expect(aliceRow?.preferred_currency).toBe("EUR");
    expect(bobRow?.preferred_currency).toBeNull();
  });

  it.each([
    [{ preferred_currency: "XYZ" }, /preferred_currency/],
    [{}, /Nothing to update/],
    [{ display_name: "x".repeat(81) }, /at most 80/],
  ])("refuses %j with a readable 400", async (json, message) => {
    const { cookie } = await t.signUp();
    const response = await t.request("/api/profile", { method: "PATCH", cookie, json });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toMatch(message);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const { cookie } = await t.signUp();
    const response = await t.request("/api/profile", {
      method: "PATCH",
      cookie,
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
  });

  it("includes the saved location, or null", async () => {
    const { userId, cookie } = await t.signUp();
    expect(await (await t.request("/api/me", { cookie })).json()).toMatchObject({ location: null });
    await t.db.insert(userLocations).values({ user_id: userId, city: "Bordeaux", country: "France" });
    expect(await (await t.request("/api/me", { cookie })).json()).toMatchObject({
      location: { city: "Bordeaux", country: "France", postal_code: null, auto_detected: false },
    });
  });

  it("reports the admin role from user_roles", async () => {
    const { userId, cookie } = await t.signUp();
    await t.db.insert(userRoles).values({ user_id: userId, role: "admin" });
    const body = (await (await t.request("/api/me", { cookie })).json()) as { isAdmin: boolean };
    expect(body.isAdmin).toBe(true);
  });

  it("recreates a missing profile on first use", async () => {
    const { userId, cookie } = await t.signUp();
    await t.db.delete(profiles).where(eq(profiles.user_id, userId));
    const response = await t.request("/api/me", { cookie });
    expect(response.status).toBe(200);
    expect(await t.db.select().from(profiles).where(eq(profiles.user_id, userId))).toHaveLength(1);
  });
});
