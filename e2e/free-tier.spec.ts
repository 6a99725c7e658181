import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, uniqueEmail } from "./support/browser.ts";
import { analyzeTypedWine, expectToast, seedCellarWine, signUpInBrowser } from "./support/collector.ts";
import { type RunningServer, startServer, temporaryDataDir } from "./support/server.ts";

const CELLAR = [
  { wine_name: "Barolo Cannubi", vintage: 2013 },
  { wine_name: "Chablis Les Clos", vintage: 2019 },
  { wine_name: "Rioja Gran Reserva 904", vintage: 2011 },
  { wine_name: "Brunello di Montalcino", vintage: 2015 },
];

describe("the free plan", () => {
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

  it("hides a free collector's 4th wine behind the hidden-wines card", async () => {
    const { page, context } = await openPage(browser, server.url);
    await signUpInBrowser(page, uniqueEmail("free-cellar"));
    for (const wine of CELLAR) await seedCellarWine(page, wine);

    await page.goto("/?view=table");
    const cellar = page.locator("#cellar");
    await cellar.getByText("Showing 3 of 4 wines").waitFor();
    await expect.poll(() => cellar.locator("tbody tr[aria-rowindex]").count()).toBe(3);
    await cellar.getByRole("row", { name: /Rioja Gran Reserva 904 2011/ }).waitFor();
    expect(await cellar.getByText("Brunello di Montalcino").count()).toBe(0);

    const hidden = cellar.getByRole("region", { name: "1 Wine Hidden" });
    await hidden.getByRole("heading", { name: "1 Wine Hidden" }).waitFor();
    await hidden.getByRole("button", { name: "Upgrade to Premium" }).click();
    const upgrade = page.getByRole("dialog", { name: "Upgrade to Premium" });
    await upgrade.getByRole("button", { name: "View Plans" }).click();
    const plans = page.getByRole("dialog", { name: "Choose Your Plan" });
    await plans.getByText("PREMIUM ANNUAL").waitFor();
    await plans.getByRole("button", { name: "Maybe later" }).click();
    await expect.poll(() => plans.count()).toBe(0);
    await context.close();
  });

  it("opens the search-limit dialog on a free collector's 4th search", async () => {
    const { page, context } = await openPage(browser, server.url);
    await signUpInBrowser(page, uniqueEmail("free-search"));

    for (const [text, name] of [
      ["Opus One 2018", "Opus One 2018"],
      ["Sassicaia 2016", "Tenuta San Guido Sassicaia 2016"],
      ["Tignanello 2016", "Marchesi Antinori Tignanello 2016"],
    ] as const) {
      await analyzeTypedWine(page, text);
      await page.locator("#analysis-result").getByRole("heading", { name }).waitFor();
    }

    await analyzeTypedWine(page, "Château Margaux 2015");
    await expectToast(page, "Please upgrade to continue analyzing wines.");
    const limit = page.getByRole("dialog", { name: "Search Limit Reached" });
    await limit.waitFor();
    expect(await limit.getByRole("definition").first().textContent()).toBe("3");
    await limit.getByRole("button", { name: "View Upgrade Options" }).click();
    const plans = page.getByRole("dialog", { name: "Choose Your Plan" });
    await plans.getByRole("button", { name: "Choose PREMIUM ANNUAL" }).click();
    await plans.getByText(/Checkout for PREMIUM ANNUAL is coming soon/).waitFor();
    await plans.getByRole("button", { name: "Maybe later" }).click();
    await context.close();
  });
});
