import { mkdirSync } from "node:fs";
import path from "node:path";
import { cellarWines, createDb, profiles, user } from "@vinestra/db";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider } from "../apps/server/src/test/oidc-provider.ts";
import { decodeQuotedPrintable, startSmtpInbox } from "../apps/server/src/test/smtp-inbox.ts";
import {
  adoptSession,
  runVinestra,
  signInInBrowser,
  signInThroughApi,
  signUpThroughApi,
} from "./support/accounts.ts";
import { DESKTOP, launchBrowser, openPage, PHONE, uniqueEmail } from "./support/browser.ts";
import { type RunningServer, startServer, temporaryDataDir } from "./support/server.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The page's local storage; the casts stand in for the DOM library this project is compiled without, and the
// functions are sent to the page as they are, so they cannot call helpers defined here.
type PageGlobals = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
};
const readStorage = (page: Page, key: string) =>
  page.evaluate((name) => (globalThis as unknown as PageGlobals).localStorage.getItem(name), key);
const writeStorage = (page: Page, key: string, value: string) =>
  page.evaluate(([name, text]) => (globalThis as unknown as PageGlobals).localStorage.setItem(name, text), [
    key,
    value,
  ] as const);

/** Waits for a toast with exactly this text (title or description). */
function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").getByText(text, { exact: true }).first();
}

const failureDir = path.resolve(import.meta.dirname, "screenshots/failures");

/**
 * Runs `test` on a page of its own, and closes the page's context (with any popup it opened) however the test
 * ends, so nothing it started can act during the next test. On failure the screenshot is taken here first, under
 * the name support/browser.ts uses, because its own comes after the test, when the page is already closed.
 */
async function withPage(
  baseUrl: string,
  viewport: typeof DESKTOP,
  test: (page: Page) => Promise<void>,
): Promise<void> {
  const { page, context } = await openPage(browser, baseUrl, viewport);
  try {
    await test(page);
  } catch (error) {
    const testName = expect.getState().currentTestName?.split(" > ").at(-1) ?? "unnamed";
    mkdirSync(failureDir, { recursive: true });
    await page
      .screenshot({
        path: path.join(failureDir, `${testName.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.png`),
        fullPage: true,
      })
      .catch(() => {});
    throw error;
  } finally {
    await context.close();
  }
}

describe("password reset by e-mail", () => {
  const data = temporaryDataDir();
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let server: RunningServer;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startServer({ dataDir: data.dir, env: { SMTP_URL: inbox.url } });
  });
  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
    data.remove();
  });

  it("sends the link, sets a new password from it and signs in with it, and refuses the used link", async () => {
    const email = uniqueEmail("reset");
    const oldPassword = "old-cellar-key";
    const newPassword = "new-cellar-key-2020";
    const before = await signUpThroughApi(server.url, email, oldPassword, "Reset Collector");
    let link = "";

    await withPage(server.url, DESKTOP, async (page) => {
      await page.goto("/auth");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Forgot password?" }).click();
      await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
      expect(await page.getByLabel("Email").inputValue()).toBe(email);
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await toast(page, "Reset Email Sent").waitFor();
      await toast(page, "Check your email for password reset instructions.").waitFor();
      await page.getByRole("button", { name: "Send Another Email" }).waitFor();

      const mail = decodeQuotedPrintable((await inbox.waitForMail(email)).raw);
      link = mail.match(/https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"<>]+/)?.[0] ?? "";
      expect(link).toBeTruthy();

      await page.goto(link);
      await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
      await page.getByLabel("New Password", { exact: true }).fill("12345");
      await page.getByLabel("Confirm New Password").fill("12345");
      await page.getByRole("button", { name: "Update Password" }).click();
      await toast(page, "Password too short").waitFor();
      await toast(page, "Password must be at least 6 characters long.").waitFor();

      // The server signs the collector in with the new password, so the page says so and goes home signed in.
      await page.getByLabel("New Password", { exact: true }).fill(newPassword);
      await page.getByLabel("Confirm New Password").fill(newPassword);
      await page.getByRole("button", { name: "Update Password" }).click();
      await toast(page, "Password updated successfully").waitFor();
      await toast(page, "Your password has been changed. You are now signed in.").waitFor();
      await page.waitForURL((url) => url.pathname === "/" && url.search === "");
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByText(email).waitFor();
      const me = await page.request.get("/api/me");
      expect(me.status()).toBe(200);
      expect(await me.json()).toMatchObject({ user: { email } });
    });

    // The session made with the old password is gone; the new password signs in and the old one no longer does.
    expect((await fetch(`${server.url}/api/me`, { headers: { Cookie: before.cookie } })).status).toBe(401);
    expect((await signInThroughApi(server.url, email, newPassword)).status).toBe(200);
    expect((await signInThroughApi(server.url, email, oldPassword)).status).toBe(401);

    // The link works once: opened again, it says so and offers a new one.
    await withPage(server.url, DESKTOP, async (again) => {
      await again.goto(link);
      await toast(again, "Reset Link Invalid").waitFor();
      await toast(
        again,
        "This password reset link is invalid or has expired. Please request a new one.",
      ).waitFor();
      await again.getByRole("heading", { name: "Forgot your password?" }).waitFor();
      expect(new URL(again.url()).searchParams.has("error")).toBe(false);
    });
  });

  it("asks for the e-mail, and 'Back to Sign In' clears it", async () => {
    await withPage(server.url, PHONE, async (page) => {
      await page.goto("/auth");
      await page.getByRole("button", { name: "Forgot password?" }).click();
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await toast(page, "Email Required").waitFor();
      await toast(page, "Please enter your email address.").waitFor();
      await page.getByLabel("Email").fill("someone@example.com");
      await page.getByRole("button", { name: "Back to Sign In" }).click();
      await page.getByRole("heading", { name: "Welcome back" }).waitFor();
      expect(await page.getByLabel("Email").inputValue()).toBe("");
    });
  });
});

/**
 * A server with Google sign-in against a local OpenID provider. Each describe block gets its own: starting a social
 * sign-in counts against better-auth's built-in limit for `/sign-in/*` (3 within 10 s per client address), and all
 * of this spec's requests come from 127.0.0.1, so one server is kept to two sign-ins.
 */
function googleSignInServer() {
  const data = temporaryDataDir();
  const running = {} as { provider: Awaited<ReturnType<typeof startOidcProvider>>; server: RunningServer };
  beforeAll(async () => {
    running.provider = await startOidcProvider();
    running.server = await startServer({
      dataDir: data.dir,
      env: {
        GOOGLE_CLIENT_ID: "vinestra-e2e",
        GOOGLE_CLIENT_SECRET: "e2e-secret",
        GOOGLE_DISCOVERY_URL: running.provider.discoveryUrl,
      },
    });
  });
  afterAll(async () => {
    await running.server?.stop();
    await running.provider?.stop();
    data.remove();
  });
  return running;
}

/**
 * Makes the provider refuse the next authorization (`error=access_denied` instead of a code) while `run` runs; the
 * hook is removed afterwards even if it was never reached, so it cannot refuse a later test's sign-in.
 */
async function whileProviderRefuses(
  provider: Awaited<ReturnType<typeof startOidcProvider>>,
  run: () => Promise<void>,
): Promise<void> {
  const refuse = ({ url }: { url: URL }) => {
    url.searchParams.delete("code");
    url.searchParams.set("error", "access_denied");
  };
  provider.server.service.once("beforeAuthorizeRedirect", refuse);
  try {
    await run();
  } finally {
    provider.server.service.off("beforeAuthorizeRedirect", refuse);
  }
}

/** Clicks 'Sign in with Google' on a desktop page and returns the sign-in popup it opens. */
async function openGooglePopup(page: Page): Promise<Page> {
  // Waited for together with the click, so a failed click leaves no popup wait behind to reject later.
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Sign in with Google" }).click(),
  ]);
  return popup;
}

/** Waits for the sign-in popup to report back and close itself. */
async function popupClosed(popup: Page): Promise<void> {
  if (!popup.isClosed()) await popup.waitForEvent("close", { timeout: 20_000 });
}

describe("Google sign-in on a desktop", () => {
  const google = googleSignInServer();

  it("serves its pages without an opener policy that would cut the sign-in popup off from its opener", async () => {
    // A popup that has been to another origin loses `window.opener` when it comes back to a page sent with
    // Cross-Origin-Opener-Policy same-origin (or same-origin-allow-popups), and could not report back.
    for (const pathname of ["/", "/auth"]) {
      const policy = (await fetch(`${google.server.url}${pathname}`)).headers.get(
        "cross-origin-opener-policy",
      );
      expect([null, "unsafe-none"], `Cross-Origin-Opener-Policy of ${pathname}`).toContain(policy);
    }
  });

  it("signs in through a popup that reports back and closes", async () => {
    const email = uniqueEmail("popup");
    google.provider.setIdentity({ sub: `popup-${Date.now()}`, email, name: "Popup Collector" });
    await withPage(google.server.url, DESKTOP, async (page) => {
      await page.goto("/auth");
      await popupClosed(await openGooglePopup(page));

      await toast(page, "Welcome!").waitFor();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByText(email).waitFor();
    });
  });

  it("shows 'OAuth authentication failed. Please try again.' when the provider refuses", async () => {
    await whileProviderRefuses(google.provider, () =>
      withPage(google.server.url, DESKTOP, async (page) => {
        await page.goto("/auth");
        await popupClosed(await openGooglePopup(page));
        await toast(page, "OAuth authentication failed. Please try again.").waitFor();
        expect(new URL(page.url()).pathname).toBe("/auth");
        await page.getByRole("button", { name: "Sign in with Google" }).waitFor();
      }),
    );
  });
});

describe("Google sign-in on a phone", () => {
  const google = googleSignInServer();

  it("signs in by leaving for the provider and coming back", async () => {
    const email = uniqueEmail("redirect");
    google.provider.setIdentity({ sub: `redirect-${Date.now()}`, email, name: "Redirect Collector" });
    await withPage(google.server.url, PHONE, async (page) => {
      let popups = 0;
      page.on("popup", () => {
        popups++;
      });
      await page.goto("/auth?returnTo=%2Fprofile");
      await page.getByRole("button", { name: "Sign in with Google" }).click();
      await page.waitForURL((url) => url.pathname === "/profile");
      await page.getByText(email).first().waitFor();
      expect(popups).toBe(0);
    });
  });

  it("says 'Authentication failed. Please try again.' when the provider refuses", async () => {
    await whileProviderRefuses(google.provider, () =>
      withPage(google.server.url, PHONE, async (page) => {
        await page.goto("/auth");
        await page.getByRole("button", { name: "Sign in with Google" }).click();
        await toast(page, "Authentication failed. Please try again.").waitFor();
        await page.waitForURL((url) => url.pathname === "/auth" && !url.searchParams.has("error"));
      }),
    );
  });
});

describe("the account itself", () => {
  const data = temporaryDataDir();
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ dataDir: data.dir });
  });
  afterAll(async () => {
    await server?.stop();
    data.remove();
  });

  it("clears a stale app version's local storage but keeps the session", async () => {
    const account = await signUpThroughApi(server.url, uniqueEmail("gate"), "version-gate-1");
    await withPage(server.url, DESKTOP, async (page) => {
      await adoptSession(page.context(), server.url, account);
      await page.goto("/");
      await page.getByRole("button", { name: "Account menu" }).waitFor();
      expect(await readStorage(page, "app_version")).toBe("1.0.1");

      await writeStorage(page, "app_version", "1.0.0");
      await writeStorage(page, "stale_setting", "left over");
      await page.reload();
      await page.waitForFunction(
        () => (globalThis as unknown as PageGlobals).localStorage.getItem("app_version") === "1.0.1",
      );
      await page.getByRole("button", { name: "Account menu" }).waitFor();
      expect(await readStorage(page, "stale_setting")).toBeNull();
    });
  });

  it("keeps /metrics from visitors and collectors, and shows it to administrators", async () => {
    await withPage(server.url, DESKTOP, async (visitor) => {
      await visitor.goto("/metrics");
      await visitor.waitForURL((url) => url.pathname === "/auth");
    });

    const email = uniqueEmail("collector");
    const password = "not-an-admin-1";
    await signUpThroughApi(server.url, email, password);
    await withPage(server.url, DESKTOP, async (page) => {
      await signInInBrowser(page, email, password);
      await page.goto("/metrics");
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("button", { name: "Account menu" }).waitFor();
    });

    await server.stop();
    expect(runVinestra(["make-admin", email], data.dir).status).toBe(0);
    server = await startServer({ dataDir: data.dir });

    await withPage(server.url, DESKTOP, async (admin) => {
      await signInInBrowser(admin, email, password);
      await admin.goto("/metrics");
      await admin.getByRole("heading", { name: "Metrics", level: 1 }).waitFor();
      await admin.getByText("Collectors", { exact: true }).waitFor();
      await admin.getByText("Support requests", { exact: true }).waitFor();
    });
  });

  it("deletes the account and every cellar row it owns, after asking for the password", async () => {
    const email = uniqueEmail("leaving");
    const password = "goodbye-cellar-1";
    const leaving = await signUpThroughApi(server.url, email, password, "Leaving Collector");
    const staying = await signUpThroughApi(server.url, uniqueEmail("staying"), "still-here-1", "Staying");
    for (const person of [leaving, staying]) {
      const added = await fetch(`${server.url}/api/cellar`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url, Cookie: person.cookie },
        body: JSON.stringify({
          wine_name: "Château Margaux",
          vintage: 2015,
          fields: { producer: "Château Margaux" },
        }),
      });
      expect(added.status).toBeLessThan(300);
    }

    await withPage(server.url, DESKTOP, async (page) => {
      await adoptSession(page.context(), server.url, leaving);
      await page.goto("/profile");
      await page.getByRole("button", { name: "Delete Account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await dialog.getByText("your cellar, with its label photos, tasting notes and ratings").waitFor();
      const confirm = dialog.getByRole("button", { name: "Delete My Account" });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel("Enter your password to confirm").fill("not-my-password");
      await confirm.click();
      await toast(page, "Could not delete account").waitFor();
      await dialog.getByLabel("Enter your password to confirm").fill(password);
      await confirm.click();
      await toast(page, "Account deleted").waitFor();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("link", { name: "Sign In" }).first().waitFor();
    });

    expect((await signInThroughApi(server.url, email, password)).status).toBe(401);
    await server.stop();
    const database = await createDb({ dataDir: data.dir });
    try {
      const { db } = database;
      expect(await db.select().from(user).where(eq(user.id, leaving.userId))).toHaveLength(0);
      expect(await db.select().from(profiles).where(eq(profiles.user_id, leaving.userId))).toHaveLength(0);
      expect(await db.select().from(cellarWines).where(eq(cellarWines.user_id, leaving.userId))).toHaveLength(
        0,
      );
      expect(await db.select().from(cellarWines).where(eq(cellarWines.user_id, staying.userId))).toHaveLength(
        1,
      );
    } finally {
      await database.close();
      server = await startServer({ dataDir: data.dir });
    }
  });
});
