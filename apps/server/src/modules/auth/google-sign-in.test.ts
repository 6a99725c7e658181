import { account } from "@vinestra/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases.ts";
import { startOidcProvider } from "../../test/oidc-provider.ts";
import { createTestApp, sessionCookie, TEST_ORIGIN, type TestApp } from "../../test/test-app.ts";

describe.each(testDatabaseKinds())("Google sign-in (OpenID Connect) on %s", (kind) => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;

  beforeAll(async () => {
    provider = await startOidcProvider();
    t = await createTestApp(kind, {
      google: { clientId: "vinestra-test", clientSecret: "test-secret", discoveryUrl: provider.discoveryUrl },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  /** Runs the redirect dance: our start endpoint → the provider → our callback. Returns the final response. */
  async function signInWithGoogle(authorizeQuery = "") {
    const start = await t.request("/api/auth/sign-in/social", {
      method: "POST",
      json: { provider: "google", callbackURL: "/", errorCallbackURL: "/auth", disableRedirect: true },
    });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    expect(url.startsWith(provider.issuer)).toBe(true);
    const authorized = await fetch(`${url}${authorizeQuery}`, { redirect: "manual" });
    const callback = authorized.headers.get("location") ?? "";
    expect(callback.startsWith(`${TEST_ORIGIN}/api/auth/callback/google`)).toBe(true);
    return t.request(callback.replace(TEST_ORIGIN, ""), { cookie: sessionCookie(start), redirect: "manual" });
  }

  it("advertises Google sign-in in the public configuration", async () => {
    expect(await (await t.request("/api/config")).json()).toMatchObject({ googleSignIn: true });
  });

  it("creates the account and a session, then signs the same person in again", async () => {
    provider.setIdentity({ sub: "google-42", email: "sommelier@example.com", name: "Sommelier" });
    const finished = await signInWithGoogle();
    expect(finished.status).toBe(302);
    expect(finished.headers.get("location")).toBe("/");
    const me = await t.request("/api/me", { cookie: sessionCookie(finished) });
    expect(await me.json()).toMatchObject({ user: { email: "sommelier@example.com", name: "Sommelier" } });

    const again = await signInWithGoogle();
    expect(again.status).toBe(302);
    const accounts = await t.db.select().from(account).where(eq(account.providerId, "google"));
    expect(accounts.filter((row) => row.accountId === "google-42")).toHaveLength(1);
  });

  it("sends a provider error back to the error page", async () => {
    const start = await t.request("/api/auth/sign-in/social", {
      method: "POST",
      json: { provider: "google", callbackURL: "/", errorCallbackURL: "/auth", disableRedirect: true },
    });
    const { url } = (await start.json()) as { url: string };
    const state = new URL(url).searchParams.get("state");
    const failed = await t.request(`/api/auth/callback/google?error=access_denied&state=${state}`, {
      cookie: sessionCookie(start),
      redirect: "manual",
    });
    expect(failed.status).toBe(302);
    const location = new URL(failed.headers.get("location") ?? "", TEST_ORIGIN);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("error")).toBeTruthy();
  });
});

describe("without Google configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("hides the option and refuses the provider", async () => {
    expect(await (await t.request("/api/config")).json()).toMatchObject({ googleSignIn: false });
    const start = await t.request("/api/auth/sign-in/social", {
      method: "POST",
      json: { provider: "google", callbackURL: "/" },
    });
    expect(start.status).toBeGreaterThanOrEqual(400);
    expect(start.status).toBeLessThan(500);
  });
});
