import { chromium } from "playwright-core";
import { percentile } from "../support/percentiles.ts";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The cellar list page as a collector opens it: a fresh browser context (nothing cached) with the session cookie,
 * from navigation start until the first wine row is painted. Each visit is timed on its own; null without a browser.
 */
export async function measureListPage(baseUrl: string, cookie: string, visits = 5) {
  const browser = await chromium
    .launch({ executablePath: CHROMIUM_PATH, headless: true, args: ["--no-sandbox", "--disable-gpu"] })
    .catch(() => null);
  if (!browser) return null;
  const cookies = cookie
    .split("; ")
    .filter(Boolean)
    .map((pair) => {
      const separator = pair.indexOf("=");
      return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: baseUrl };
    });
  const times: number[] = [];
  try {
    for (let visit = 0; visit < visits; visit++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies(cookies);
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${baseUrl}/?view=table`);
      // Row 0 is the table's heading; row 1 is the first wine.
      await page.getByRole("row").nth(1).waitFor({ state: "visible", timeout: 30_000 });
      times.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { p50: percentile(times, 50), max: Math.max(...times) };
}
