import { spawnSync } from "node:child_process";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";

const root = path.resolve(import.meta.dirname, "../..");

export type Account = { email: string; password: string; userId: string; cookie: string };

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/** Creates an account through the real API and returns its session cookie. */
export async function signUpThroughApi(
  baseUrl: string,
  email: string,
  password: string,
  name = "",
): Promise<Account> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ email, password, name }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { email, password, userId: body.user.id, cookie: cookieHeader(response) };
}

/** Signs in through the API (one sign-in attempt against the per-client limit). */
export async function signInThroughApi(baseUrl: string, email: string, password: string): Promise<Response> {
  return fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
}

/** Signs in on the `/auth` page as a person would, and waits for the signed-in header. */
export async function signInInBrowser(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.getByRole("button", { name: "Account menu" }).waitFor();
}

/**
 * Gives a browser context the session an API sign-up already made, so a test that is not about signing in does not
 * spend one of the per-client sign-in attempts (5 a minute from 127.0.0.1).
 */
export async function adoptSession(
  context: BrowserContext,
  baseUrl: string,
  account: Account,
): Promise<void> {
  const cookies = account.cookie
    .split("; ")
    .filter(Boolean)
    .map((pair) => {
      const separator = pair.indexOf("=");
      return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: baseUrl };
    });
  if (cookies.length === 0) throw new Error(`no session cookie for ${account.email}`);
  await context.addCookies(cookies);
}

/** Runs the `vinestra` command on a data directory (with the server stopped). */
export function runVinestra(args: string[], dataDir: string) {
  return spawnSync(process.execPath, [path.join(root, "bin/vinestra.mjs"), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
}
