import { profiles } from "@vinestra/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases.ts";
import { createTestApp, sessionCookie, type TestApp } from "../../test/test-app.ts";

describe.each(testDatabaseKinds())("auth on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("signs up with e-mail, password and a display name, and creates the profile", async () => {
    const { userId, cookie } = await t.signUp("Margaux Fan");
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.user_id, userId));
    expect(profile).toMatchObject({ display_name: "Margaux Fan", search_count: 0, current_year_searches: 0 });
    const me = await t.request("/api/me", { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { id: userId, name: "Margaux Fan" }, isAdmin: false });
  });

  it("signs up without a display name", async () => {
    const { userId } = await t.signUp("");
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.user_id, userId));
    expect(profile?.display_name).toBeNull();
  });

  it("signs out and in again; a wrong password is refused", async () => {
    const { email, password, cookie } = await t.signUp();
    // Seen once before signing out: a session looked up recently must not outlive the sign-out.
    expect((await t.request("/api/me", { cookie })).status).toBe(200);
    const signOut = await t.request("/api/auth/sign-out", { method: "POST", cookie, json: {} });
    expect(signOut.status).toBe(200);
    expect((await t.request("/api/me", { cookie })).status).toBe(401);

    const wrong = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "not-the-password" },
    });
    expect(wrong.status).toBe(401);

    const signIn = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    expect(signIn.status).toBe(200);
    const me = await t.request("/api/me", { cookie: sessionCookie(signIn) });
    expect(me.status).toBe(200);
  });

  it("refuses a second account with the same e-mail", async () => {
    const { email } = await t.signUp();
    const again = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password: "another-password", name: "" },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });

  it("refuses a password shorter than 6 characters", async () => {
    const response = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: "short@example.com", password: "12345", name: "" },
    });
    expect(response.status).toBe(400);
  });

  it("refuses a cookie-carrying POST from an untrusted origin", async () => {
    const { cookie } = await t.signUp();
    const response = await t.app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example", Cookie: cookie },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect((await t.request("/api/me", { cookie })).status).toBe(200);
  });
});
