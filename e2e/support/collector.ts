import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE } from "./browser.ts";

const screenshotDir = path.resolve(import.meta.dirname, "../screenshots");

/** Signs a new collector up through the real form and waits for the signed-in home. */
export async function signUpInBrowser(page: Page, email: string, password = "vintage-2015"): Promise<void> {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByLabel("Wine name and vintage").waitFor();
}

type SeedWine = {
  wine_name: string;
  vintage: number;
  fields?: Record<string, string | number | null>;
};

/** Adds a wine to the signed-in collector's cellar through the API (the page's session cookie). */
export async function seedCellarWine(page: Page, wine: SeedWine): Promise<void> {
  const response = await page.request.post("/api/cellar", {
    data: { wine_name: wine.wine_name, vintage: wine.vintage, fields: wine.fields ?? {} },
  });
  if (!response.ok()) throw new Error(`seeding ${wine.wine_name} failed: ${response.status()}`);
}

/** Analyses a typed wine (name and year) through the Wine Analysis card. */
export async function analyzeTypedWine(page: Page, text: string): Promise<void> {
  const input = page.getByLabel("Wine name and vintage");
  await input.fill(text);
  await input.press("Enter");
}

/** Waits for a toast (title or description) to appear. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor();
}

/**
 * Saves what `prepare` brings into view at 1440 px and at 390 px as `{name}-desktop.png` / `{name}-phone.png`
 * (viewport only, toasts hidden, so the files stay small and about the page itself).
 */
export async function saveScreenshots(page: Page, name: string, prepare: () => Promise<void>): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const hideToasts = await page.addStyleTag({ content: "[data-sonner-toaster]{display:none!important}" });
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await prepare();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${label}.png`) });
  }
  await hideToasts.evaluate((element) => element.remove());
}
