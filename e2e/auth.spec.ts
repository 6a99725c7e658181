import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, uniqueEmail } from "./support/browser.ts";
import { type RunningServer, startServer, temporaryDataDir } from "./support/server.ts";

describe("signing up, out and in", () => {
  const data = temporaryDataDir();
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ dataDir: data.dir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    data.remove();
  });

  it("a new collector signs up, lands signed in, signs out and signs in again", async () => {
    const { page, context } = await openPage(browser, server.url);
    const email = uniqueEmail("signup");
    const password = "vintage-2015";

    await page.goto("/");
    await page.getByRole("link", { name: "Sign Up" }).first().click();
    await page.waitForURL(/\/auth\?mode=signup/);

    await page.getByLabel("Display Name (optional)").fill("Claire");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();

    await page.getByText("Success!").first().waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByText(email).waitFor();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Sign In" }).first().waitFor();

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Welcome back!").first().waitFor();
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await context.close();
  });

  it("tells the collector when the passwords do not match, and creates no account", async () => {
    const { page, context } = await openPage(browser, server.url);
    const email = uniqueEmail("mismatch");
    await page.goto("/auth?mode=signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("first-password");
    await page.getByLabel("Confirm Password").fill("second-password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Passwords don't match").first().waitFor();
    await page.getByText("Please make sure both passwords are identical.").first().waitFor();

    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email, password: "first-password" }),
    });
    expect(signIn.status).toBe(401);
    await context.close();
  });

  it("sends a signed-out visitor of a protected page to /auth, and back after signing in", async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto("/profile");
    await page.waitForURL(/\/auth/);
    expect(new URL(page.url()).pathname).toBe("/auth");
    await context.close();
  });

  it("shows the 404 page for an unknown address", async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto("/no-such-page");
    await page.getByText("Oops! Page not found").waitFor();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });
});
