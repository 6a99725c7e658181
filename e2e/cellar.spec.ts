import { WINE_STATUSES } from "@vinestra/domain";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, uniqueEmail } from "./support/browser.ts";
import { analyzeTypedWine, expectToast, saveScreenshots, signUpInBrowser } from "./support/collector.ts";
import { type RunningServer, startServer, temporaryDataDir } from "./support/server.ts";

const WINE = "Château Margaux 2015";

describe("analyzing and keeping wines", () => {
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

  it("a new collector analyzes a wine, keeps two bottles, rates, notes, reminds, filters, is refused export and removes one", async () => {
    const { page, context } = await openPage(browser, server.url);
    await signUpInBrowser(page, uniqueEmail("cellar"));

    // A vintage not yet made is refused with the spec's words before anything is analysed.
    await analyzeTypedWine(page, `Château Margaux ${new Date().getFullYear() + 1}`);
    await expectToast(page, "Please enter a valid year between 1900 and current year");

    // Analyze 'Château Margaux': no vintage given, so the dialog asks for one.
    await analyzeTypedWine(page, "Château Margaux");
    const vintageDialog = page.getByRole("dialog", { name: "Enter Vintage Year" });
    await vintageDialog.getByText("Château Margaux").waitFor();
    await vintageDialog.getByLabel("Vintage year", { exact: true }).fill("2015");
    await vintageDialog.getByRole("button", { name: "Continue Analysis" }).click();

    const result = page.locator("#analysis-result");
    await result.getByRole("heading", { name: WINE }).waitFor();
    for (const section of [
      "Drinking Window",
      "Wine Details",
      "Wine Structure & Aging",
      "Tasting Profile",
      "Cellaring Recommendations",
      "Peak Drinking Window Explanation",
      "Food Pairing Recommendations",
      "Sustainability",
    ]) {
      await result.getByRole("region", { name: section, exact: true }).waitFor();
    }
    await result
      .getByRole("img", { name: /^Drinking window: optimal \d{4}–\d{4}, peak .*today is \d{4}/ })
      .waitFor();
    await saveScreenshots(page, "analysis", () =>
      result.evaluate((element) => element.scrollIntoView({ behavior: "instant" })),
    );
    const windowSection = result.getByRole("region", { name: "Drinking Window", exact: true });
    await saveScreenshots(page, "analysis-window", () =>
      windowSection.evaluate((element) => {
        element.scrollIntoView({ behavior: "instant" });
        element.ownerDocument.defaultView?.scrollBy({ top: -88, behavior: "instant" });
      }),
    );

    await result.getByRole("button", { name: "Add to Cellar" }).click();
    await expectToast(page, "Added to cellar");
    await expect.poll(() => result.count()).toBe(0);

    // Analyze it again: it is already in the cellar.
    await analyzeTypedWine(page, WINE);
    const found = page.getByRole("dialog", { name: "Wine Found in Your Cellar" });
    await found.getByText("1 bottle in your cellar").waitFor();
    await found.getByRole("button", { name: "Add Another Bottle" }).click();
    await expectToast(page, "Increased to 2 bottles in your cellar.");

    // The dashboard follows after the cellarUpdate reload.
    const cellar = page.locator("#cellar");
    await cellar.getByRole("heading", { name: "Wine Cellar Dashboard" }).waitFor();
    await cellar.getByRole("link", { name: "Total Collection: 2 bottles" }).waitFor();
    await saveScreenshots(page, "dashboard", () =>
      cellar.evaluate((element) => element.scrollIntoView({ behavior: "instant" })),
    );

    await cellar.getByRole("link", { name: "View All Wines" }).click();
    await cellar.getByRole("heading", { name: "Your Personal Cellar" }).waitFor();
    const row = cellar.getByRole("row", { name: new RegExp(WINE) });

    // Rate 4.
    await row.getByRole("button", { name: "Rate 4 stars" }).click();
    await expectToast(page, "Wine rated 4 stars");
    await row.getByText("4/5").waitFor();

    // Tasting notes: 'Add' first, then view mode with 'Edit'.
    await row.getByRole("button", { name: `View/Add Notes for ${WINE}` }).click();
    const addNotes = page.getByRole("dialog", { name: "Add Tasting Notes" });
    await addNotes.getByLabel("Aroma").fill("Blackcurrant, cedar and violets");
    await addNotes.getByLabel("Overall impression").fill("Still tight; give it a few more years.");
    await addNotes.getByRole("button", { name: "Save Notes" }).click();
    await expectToast(page, "Tasting notes saved");
    const notes = page.getByRole("dialog", { name: "Tasting Notes" });
    await notes.getByText("Blackcurrant, cedar and violets").waitFor();
    await notes.getByRole("button", { name: "Edit" }).waitFor();
    await page.keyboard.press("Escape");

    // A reminder: the type suggests the date; Create is disabled until then.
    await row.getByRole("button", { name: `Set Reminder for ${WINE}` }).click();
    const reminder = page.getByRole("dialog", { name: "Set Reminder" });
    const create = reminder.getByRole("button", { name: "Create Reminder" });
    expect(await create.isDisabled()).toBe(true);
    await reminder.getByLabel("Reminder type").selectOption("peak_drinking");
    expect(await reminder.getByLabel("Reminder date").inputValue()).toMatch(/^\d{4}-01-01$/);
    expect(await reminder.getByLabel("Email").isChecked()).toBe(true);
    expect(await reminder.getByLabel("In-app notification").isChecked()).toBe(true);
    await create.click();
    await expectToast(page, /Peak Drinking reminder set for \d{4}-01-01/);

    // Filter by status from the dashboard's tile (whichever status the analysis gave), then from the panel.
    await cellar.getByRole("link", { name: "Back to Dashboard" }).click();
    const tile = cellar.getByRole("link", { name: new RegExp(`^(${WINE_STATUSES.join("|")}): 1 wine$`) });
    const status = (await tile.getAttribute("aria-label"))?.replace(/: 1 wine$/, "") ?? "";
    await tile.click();
    await cellar.getByRole("heading", { name: `${status} Wines` }).waitFor();
    expect(new URL(page.url()).searchParams.get("status")).toBe(status);
    await row.waitFor();
    await cellar.getByRole("button", { name: "Filter/Manage Duplicates" }).click();
    const otherStatus = WINE_STATUSES.find((candidate) => candidate !== status)!;
    await cellar.getByLabel("Status", { exact: true }).selectOption(otherStatus);
    await cellar.getByText("No wines match your filters").waitFor();
    await cellar.getByRole("heading", { name: `${otherStatus} Wines` }).waitFor();
    await cellar.getByLabel("Status", { exact: true }).selectOption("all");
    await cellar.getByRole("heading", { name: "Your Personal Cellar" }).waitFor();

    // Export is refused on the free plan with the upgrade dialog.
    await cellar.getByRole("button", { name: "Export to Excel" }).click();
    const upgrade = page.getByRole("dialog", { name: "Upgrade to Export" });
    await upgrade.waitFor();
    await upgrade.getByRole("button", { name: "Maybe later" }).click();

    // Remove one bottle of two.
    await row.getByRole("button", { name: `Remove ${WINE}` }).click();
    const remove = page.getByRole("dialog", { name: "Remove Bottles" });
    expect(await remove.getByLabel("Bottles to remove").inputValue()).toBe("1");
    await remove.getByRole("button", { name: "Remove" }).click();
    await expectToast(page, "Removed 1 bottle; 1 bottle remaining.");

    const listing = await (await page.request.get("/api/cellar")).json();
    expect(listing.wines).toHaveLength(1);
    expect(listing.wines[0]).toMatchObject({
      wine_name: "Château Margaux",
      vintage: 2015,
      quantity: 1,
      user_rating: 4,
    });
    await context.close();
  });
});
