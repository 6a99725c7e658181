import { auditLog, cellarWines, subscriptions } from "@vinestra/db";
import { EXPORT_COLUMNS } from "@vinestra/domain";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

type Wine = {
  id: string;
  wine_name: string;
  quantity: number;
  producer: string | null;
  region: string | null;
};
type Json = Record<string, unknown>;

const margauxFields = {
  producer: "Château Margaux",
  region: "Margaux",
  variety: "Cabernet Sauvignon, Merlot",
  market_value: "$650 - $1,000",
  current_status: "Aging Beautifully",
  optimal_start: 2025,
  optimal_end: 2050,
  peak_start: 2032,
  peak_end: 2045,
  tannins: "Firm",
  food_pairing: "Lamb",
  sustainability_score: 7.5,
};

describe.each(testDatabaseKinds())("cellar API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function add(cookie: string, body: Json) {
    const response = await t.request("/api/cellar", { method: "POST", cookie, json: body });
    return {
      status: response.status,
      body: (await response.json()) as { action: string; wine: Wine; notice: Json },
    };
  }
  const margaux = (overrides: Json = {}) => ({
    wine_name: "Château Margaux",
    vintage: 2015,
    fields: margauxFields,
    ...overrides,
  });
  async function premium(userId: string) {
    await t.db
      .insert(subscriptions)
      .values({ user_id: userId, subscribed: true, subscription_tier: "premium_annual", status: "active" });
    // Written behind the app's back, as a payment provider's webhook handler will tell it.
    t.dependencies.plans.invalidate(userId);
  }

  it("adds a new wine with one bottle, then a second bottle of the same wine, audited once", async () => {
    const { cookie, userId } = await t.signUp();
    const first = await add(cookie, margaux());
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      action: "insert",
      wine: { wine_name: "Château Margaux", vintage: 2015, quantity: 1, producer: "Château Margaux" },
      notice: { title: "Added to cellar", message: "Wine has been added to your personal cellar." },
    });
    const again = await add(cookie, margaux({ wine_name: "chateau margaux" }));
    expect(again.body).toMatchObject({
      action: "increment",
      wine: { id: first.body.wine.id, quantity: 2 },
      notice: { title: "Quantity updated", message: "Increased to 2 bottles in your cellar." },
    });
    const [row] = await t.db.select().from(cellarWines).where(eq(cellarWines.id, first.body.wine.id));
    expect(row?.market_value_avg).toBe(825);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.actor_id, userId));
    expect(audits).toHaveLength(1);
  });

  it("refreshes the analysis of an existing wine, and adds as new when asked", async () => {
    const { cookie } = await t.signUp();
    const first = await add(cookie, margaux());
    const refreshed = await add(
      cookie,
      margaux({ refresh: true, fields: { ...margauxFields, tannins: "Silky" } }),
    );
    expect(refreshed.body).toMatchObject({
      action: "refresh",
      wine: { id: first.body.wine.id, quantity: 1 },
    });
    expect(refreshed.body.notice).toMatchObject({ title: "Wine updated" });
    const asNew = await add(cookie, margaux({ as_new: true }));
    expect(asNew.body.action).toBe("insert");
    expect(asNew.body.wine.id).not.toBe(first.body.wine.id);
  });

  it("lists what lists need and gives the whole analysis with the wine's details", async () => {
    const { cookie } = await t.signUp();
    const { body } = await add(cookie, margaux());
    const listing = (await (await t.request("/api/cellar", { cookie })).json()) as { wines: Json[] };
    expect(listing.wines[0]).toMatchObject({
      id: body.wine.id,
      wine_name: "Château Margaux",
      quantity: 1,
      peak_end: 2045,
    });
    expect(listing.wines[0]).not.toHaveProperty("food_pairing");
    const details = await (await t.request(`/api/cellar/${body.wine.id}`, { cookie })).json();
    expect(details).toMatchObject({ wine: { id: body.wine.id, food_pairing: "Lamb", tannins: "Firm" } });
  });

  it("shows changes at once in the list and the figures", async () => {
    const { cookie } = await t.signUp();
    const list = async () =>
      ((await (await t.request("/api/cellar", { cookie })).json()) as { wines: Wine[] }).wines;
    const bottles = async () =>
      (
        (await (await t.request("/api/cellar/stats", { cookie })).json()) as {
          stats: { totalBottles: number };
        }
      ).stats.totalBottles;
    expect(await list()).toHaveLength(0);
    expect(await bottles()).toBe(0);
    const { body } = await add(cookie, margaux());
    expect(await list()).toHaveLength(1);
    await t.request(`/api/cellar/${body.wine.id}/bottles`, { method: "POST", cookie, json: { count: 2 } });
    expect(await bottles()).toBe(3);
    await t.request(`/api/cellar/${body.wine.id}`, { method: "DELETE", cookie });
    expect(await list()).toHaveLength(0);
    expect(await bottles()).toBe(0);
  });

  it("finds potential duplicates of the same vintage only", async () => {
    const { cookie } = await t.signUp();
    await add(cookie, {
      wine_name: "Barolo Monfortino Riserva",
      vintage: 2015,
      fields: { producer: "Giacomo Conterno", variety: "Nebbiolo" },
    });
    const query = new URLSearchParams({
      wine_name: "Giacomo Conterno Barolo Monfortino Reserva",
      vintage: "2015",
      producer: "Giacomo Conterno",
      variety: "nebbiolo",
    });
    const found = (await (await t.request(`/api/cellar/duplicates?${query}`, { cookie })).json()) as {
      wines: Wine[];
    };
    expect(found.wines).toHaveLength(1);
    query.set("vintage", "2016");
    const none = (await (await t.request(`/api/cellar/duplicates?${query}`, { cookie })).json()) as {
      wines: Wine[];
    };
    expect(none.wines).toHaveLength(0);
  });

  it("shows a free account its first 3 wines and hides the 4th; summaries count visible wines only", async () => {
    const { cookie } = await t.signUp();
    for (const wine_name of ["Opus One", "Sassicaia", "Tignanello", "Penfolds Grange"]) {
      await add(cookie, { wine_name, vintage: 2016, fields: { market_value: "$100" } });
    }
    const listing = (await (await t.request("/api/cellar", { cookie })).json()) as Json & { wines: Wine[] };
    expect(listing).toMatchObject({ totalCount: 4, hiddenCount: 1, cellarLimit: 3 });
    expect(listing.wines.map((wine) => wine.wine_name)).toEqual(["Opus One", "Sassicaia", "Tignanello"]);
    const stats = (await (await t.request("/api/cellar/stats", { cookie })).json()) as {
      stats: Json;
      hiddenCount: number;
    };
    expect(stats.stats).toMatchObject({ totalBottles: 3, uniqueWines: 3, totalValue: 300 });
    expect(stats.hiddenCount).toBe(1);
  });

  it("rates, removes bottles one by one, and deletes the last", async () => {
    const { cookie } = await t.signUp();
    const { body } = await add(cookie, margaux());
    await t.request(`/api/cellar/${body.wine.id}/bottles`, { method: "POST", cookie, json: { count: 2 } });
    const rated = await t.request(`/api/cellar/${body.wine.id}`, {
      method: "PATCH",
      cookie,
      json: { user_rating: 4 },
    });
    expect(await rated.json()).toMatchObject({
      wine: { user_rating: 4 },
      notice: { title: "Rating updated", message: "Wine rated 4 stars" },
    });

    const reduced = await t.request(`/api/cellar/${body.wine.id}/remove`, {
      method: "POST",
      cookie,
      json: { count: 2 },
    });
    expect(await reduced.json()).toMatchObject({ deleted: false, wine: { quantity: 1 } });
    const removed = await t.request(`/api/cellar/${body.wine.id}/remove`, {
      method: "POST",
      cookie,
      json: { count: 5 },
    });
    expect(await removed.json()).toMatchObject({ deleted: true, notice: { title: "Wine removed" } });
    expect(await t.db.select().from(cellarWines).where(eq(cellarWines.id, body.wine.id))).toHaveLength(0);
  });

  it("merges duplicates: quantities summed, missing fields filled, others deleted", async () => {
    const { cookie } = await t.signUp();
    const full = await add(cookie, margaux());
    const sparse = await add(cookie, {
      wine_name: "Margaux",
      vintage: 2015,
      fields: { food_pairing: null },
      as_new: true,
    });
    await t.request(`/api/cellar/${sparse.body.wine.id}/bottles`, {
      method: "POST",
      cookie,
      json: { count: 2 },
    });
    const merged = await t.request("/api/cellar/merge", {
      method: "POST",
      cookie,
      json: { ids: [sparse.body.wine.id, full.body.wine.id] },
    });
    expect(merged.status).toBe(200);
    expect(await merged.json()).toMatchObject({
      wine: { id: full.body.wine.id, quantity: 4, producer: "Château Margaux" },
      notice: { title: "Success", message: "Merged 2 wines into one entry with 4 bottles" },
    });
    expect(await t.db.select().from(cellarWines).where(eq(cellarWines.id, sparse.body.wine.id))).toHaveLength(
      0,
    );

    const alone = await t.request("/api/cellar/merge", {
      method: "POST",
      cookie,
      json: { ids: [full.body.wine.id] },
    });
    expect(alone.status).toBe(400);
    expect(await alone.json()).toMatchObject({
      error: { message: "Please select at least 2 wines to merge." },
    });
  });

  it("keeps tasting notes, empty fields as null, one set per wine", async () => {
    const { cookie } = await t.signUp();
    const { body } = await add(cookie, margaux());
    const path = `/api/cellar/${body.wine.id}/notes`;
    expect(await (await t.request(path, { cookie })).json()).toEqual({ notes: null });
    await t.request(path, { method: "PUT", cookie, json: { aroma: "Violets, cassis", mouthfeel: "  " } });
    const saved = await t.request(path, {
      method: "PUT",
      cookie,
      json: { aroma: "Violets", overall_impression: "Superb" },
    });
    expect(await saved.json()).toMatchObject({
      notes: { aroma: "Violets", mouthfeel: null, overall_impression: "Superb" },
    });
  });

  it("creates reminders and refuses missing or past dates with readable messages", async () => {
    const { cookie } = await t.signUp();
    const { body } = await add(cookie, margaux());
    const path = `/api/cellar/${body.wine.id}/reminders`;
    const created = await t.request(path, {
      method: "POST",
      cookie,
      json: { reminder_type: "peak_drinking", reminder_date: "2032-01-01", custom_message: "" },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      reminder: { reminder_type: "peak_drinking", reminder_date: "2032-01-01", custom_message: null },
      notice: { title: "Reminder Created" },
    });
    const missing = await t.request(path, { method: "POST", cookie, json: { reminder_date: "2032-01-01" } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { message: expect.stringContaining("Please select a reminder type and date") },
    });
    const past = await t.request(path, {
      method: "POST",
      cookie,
      json: { reminder_type: "price_check", reminder_date: "2001-01-01" },
    });
    expect(past.status).toBe(400);
    const noChannel = await t.request(path, {
      method: "POST",
      cookie,
      json: {
        reminder_type: "price_check",
        reminder_date: "2032-01-01",
        notification_preferences: { email: false, in_app: false },
      },
    });
    expect(noChannel.status).toBe(400);
  });

  it("answers 404 for another user's wine on every route, and changes nothing", async () => {
    const owner = await t.signUp();
    const intruder = await t.signUp();
    const { body } = await add(owner.cookie, margaux());
    const ownerSecond = await add(owner.cookie, margaux({ as_new: true }));
    const id = body.wine.id;
    const attempts: [string, RequestInit & { json?: unknown }][] = [
      [`/api/cellar/${id}`, { method: "PATCH", json: { user_rating: 1 } }],
      [`/api/cellar/${id}`, { method: "DELETE" }],
      [`/api/cellar/${id}/analysis`, { method: "PUT", json: { fields: { tannins: "x" } } }],
      [`/api/cellar/${id}/bottles`, { method: "POST", json: { count: 1 } }],
      [`/api/cellar/${id}/remove`, { method: "POST", json: { count: 1 } }],
      [`/api/cellar/${id}/notes`, { method: "GET" }],
      [`/api/cellar/${id}/notes`, { method: "PUT", json: { aroma: "mine now" } }],
      [`/api/cellar/${id}/reminders`, { method: "GET" }],
      [
        `/api/cellar/${id}/reminders`,
        { method: "POST", json: { reminder_type: "price_check", reminder_date: "2032-01-01" } },
      ],
      ["/api/cellar/merge", { method: "POST", json: { ids: [id, ownerSecond.body.wine.id] } }],
      ["/api/cellar/delete", { method: "POST", json: { ids: [id] } }],
    ];
    for (const [path, init] of attempts) {
      const response = await t.request(path, { ...init, cookie: intruder.cookie });
      expect([path, init.method, response.status]).toEqual([path, init.method, 404]);
    }
    const [row] = await t.db.select().from(cellarWines).where(eq(cellarWines.id, id));
    expect(row).toMatchObject({ quantity: 1, user_rating: null, tannins: "Firm" });
    const intruderList = (await (await t.request("/api/cellar", { cookie: intruder.cookie })).json()) as {
      wines: Wine[];
    };
    expect(intruderList.wines).toHaveLength(0);
  });

  it("refuses signed-out requests and malformed ids", async () => {
    expect((await t.request("/api/cellar")).status).toBe(401);
    const { cookie } = await t.signUp();
    expect(
      (await t.request("/api/cellar/not-a-uuid", { method: "PATCH", cookie, json: { user_rating: 3 } }))
        .status,
    ).toBe(400);
    const badRating = await t.request(`/api/cellar/${crypto.randomUUID()}`, {
      method: "PATCH",
      cookie,
      json: { user_rating: 9 },
    });
    expect(badRating.status).toBe(400);
  });

  it("refuses the export on the free plan with the upgrade path", async () => {
    const { cookie } = await t.signUp();
    const response = await t.request("/api/cellar/export", { cookie });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: { code: "upgrade_required" } });
  });

  it("exports the cellar as the spec's sheet with 23 columns, opened again with exceljs", async () => {
    const { cookie, userId } = await t.signUp();
    await premium(userId);
    const { body } = await add(cookie, margaux());
    await t.request(`/api/cellar/${body.wine.id}`, { method: "PATCH", cookie, json: { user_rating: 5 } });
    await add(cookie, {
      wine_name: "Cloudy Bay Sauvignon Blanc",
      vintage: 2023,
      fields: { region: "Marlborough" },
    });

    const response = await t.request("/api/cellar/export?locale=en-GB&timeZone=Europe/London", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="wine-cellar-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet("Wine Cellar");
    if (!sheet) throw new Error("no sheet named 'Wine Cellar'");
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual([...EXPORT_COLUMNS]);
    expect(sheet.rowCount).toBe(3);
    const rows = [2, 3].map((index) => (sheet.getRow(index).values as unknown[]).slice(1));
    const margauxRow = rows.find((row) => row[0] === "Château Margaux");
    expect(margauxRow?.slice(0, 10)).toEqual([
      "Château Margaux",
      "Château Margaux",
      2015,
      "Margaux",
      "Cabernet Sauvignon, Merlot",
      1,
      "$650 - $1,000",
      825,
      "Aging Beautifully",
      "2025-2050",
    ]);
    expect(margauxRow?.[11]).toBe("5/5");
    const cloudyBay = rows.find((row) => row[0] === "Cloudy Bay Sauvignon Blanc");
    expect(cloudyBay?.[1] ?? "").toBe("");
    expect(cloudyBay?.[21]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});
