import { subscriptions, wineAnalysisCache } from "@vinestra/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

type AnalyzeBody = {
  outcome: { identification?: { producer: string | null; name: string }; multipleMatches?: true };
  cached: boolean;
  remainingSearches: number | "unlimited";
};

describe.each(testDatabaseKinds())("analysis API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const analyze = (json: Record<string, unknown>, init: { cookie?: string; clientAddress?: string } = {}) =>
    t.request("/api/analysis", { method: "POST", json, ...init });

  it("analyses a classic for a signed-in collector and counts the search, cached answers too", async () => {
    const { cookie } = await t.signUp();
    const first = await analyze({ wineName: "Château Margaux", vintage: 2015 }, { cookie });
    expect(first.status).toBe(200);
    const body = (await first.json()) as AnalyzeBody;
    expect(body.outcome.identification?.producer).toMatch(/Margaux/);
    expect(body).toMatchObject({ cached: false, remainingSearches: 2 });

    const again = (await (
      await analyze({ wineName: "chateau margaux", vintage: 2015 }, { cookie })
    ).json()) as AnalyzeBody;
    expect(again).toMatchObject({ cached: true, remainingSearches: 1 });

    const fresh = (await (
      await analyze({ wineName: "Château Margaux", vintage: 2015, forceAnalysis: true }, { cookie })
    ).json()) as AnalyzeBody;
    expect(fresh).toMatchObject({ cached: false, remainingSearches: 0 });
  });

  it("allows the 3rd search of a free account and refuses the 4th with the spec's words", async () => {
    const { cookie } = await t.signUp();
    const wines = ["Sassicaia", "Penfolds Grange", "Opus One", "Tignanello"];
    const statuses: number[] = [];
    let refusal: unknown;
    for (const wineName of wines) {
      const response = await analyze({ wineName, vintage: 2016 }, { cookie });
      statuses.push(response.status);
      if (response.status !== 200) refusal = await response.json();
    }
    expect(statuses).toEqual([200, 200, 200, 402]);
    expect(refusal).toEqual({
      error: {
        code: "search_limit_reached",
        message: "Search Limit Reached: Please upgrade to continue analyzing wines.",
      },
    });
    const remaining = await (await t.request("/api/searches", { cookie })).json();
    expect(remaining).toEqual({ remainingSearches: 0, used: 3 });
  });

  it("answers a name that is only a year with 'Wine name required', without counting it", async () => {
    const { cookie } = await t.signUp();
    for (const wineName of ["2015", "'49"]) {
      const response = await analyze({ wineName }, { cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "bad_request", message: "Wine name required" },
      });
    }
    const remaining = await (await t.request("/api/searches", { cookie })).json();
    expect(remaining).toEqual({ remainingSearches: 3, used: 0 });
  });

  it("refuses a vintage not yet made, given or in the name, without counting it", async () => {
    const { cookie } = await t.signUp();
    const nextYear = new Date().getFullYear() + 1;
    for (const json of [
      { wineName: "Château Margaux", vintage: nextYear },
      { wineName: `Château Margaux ${nextYear}` },
    ]) {
      const response = await analyze(json, { cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: "bad_request",
          message: "Please enter a valid year between 1800 and the current year",
        },
      });
    }
    const remaining = await (await t.request("/api/searches", { cookie })).json();
    expect(remaining).toEqual({ remainingSearches: 3, used: 0 });
  });

  it("does not count a disambiguation", async () => {
    const { cookie } = await t.signUp();
    const response = await analyze({ wineName: "Reserva", vintage: 2018 }, { cookie });
    const body = (await response.json()) as AnalyzeBody;
    expect(body.outcome.multipleMatches).toBe(true);
    expect(body.remainingSearches).toBe(3);
  });

  it("gives signed-out visitors the same free allowance, per client", async () => {
    const statuses: number[] = [];
    for (const wineName of [
      "Cloudy Bay Sauvignon Blanc",
      "Whispering Angel",
      "Dom Pérignon",
      "Krug Grande Cuvée",
    ]) {
      statuses.push((await analyze({ wineName, vintage: 2020 }, { clientAddress: "198.51.100.20" })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 402]);
    expect(
      (await analyze({ wineName: "Cristal", vintage: 2014 }, { clientAddress: "198.51.100.21" })).status,
    ).toBe(200);
  });

  it("allows the 10th analysis in an hour and refuses the 11th with Retry-After", async () => {
    const { cookie, userId } = await t.signUp();
    await t.db
      .insert(subscriptions)
      .values({ user_id: userId, subscribed: true, subscription_tier: "premium_annual", status: "active" });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await analyze({ wineName: `Chianti Classico Riserva ${i}`, vintage: 2015 }, { cookie });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last?.json()).toMatchObject({ error: { code: "rate_limited" } });
  });

  it.each([
    [{ wineName: "" }, "Wine name required"],
    [{ wineName: "!!! —" }, "Wine name required"],
    [{ wineName: "Barolo", vintage: 1799 }, "between 1800 and the current year"],
    [{ vintage: 2015 }, "wineName"],
  ])("refuses %j with a readable 400", async (json, message) => {
    const response = await analyze(json, { clientAddress: "192.0.2.1" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(message);
  });

  it("caches a vintage written in the name apart from another vintage of the wine", async () => {
    const { cookie, userId } = await t.signUp();
    await t.db
      .insert(subscriptions)
      .values({ user_id: userId, subscribed: true, subscription_tier: "premium_annual", status: "active" });
    const windowOf = async (wineName: string) => {
      const body = (await (await analyze({ wineName }, { cookie })).json()) as AnalyzeBody & {
        outcome: { drinkingWindow: { optimalStart: number } };
      };
      return { cached: body.cached, start: body.outcome.drinkingWindow.optimalStart };
    };
    const older = await windowOf("Tignanello 2010");
    const younger = await windowOf("Tignanello 2019");
    expect(younger.cached).toBe(false);
    expect(younger.start).toBeGreaterThan(older.start);
    expect(await windowOf("Tignanello 2019")).toMatchObject({ cached: true, start: younger.start });
  });

  it("keeps one cache entry per wine and vintage", async () => {
    const { cookie, userId } = await t.signUp();
    await t.db
      .insert(subscriptions)
      .values({ user_id: userId, subscribed: true, subscription_tier: "premium_annual", status: "active" });
    await analyze({ wineName: "Vega Sicilia Unico", vintage: 2010 }, { cookie });
    await analyze({ wineName: "Vega Sicilia Unico", vintage: 2010, forceAnalysis: true }, { cookie });
    const rows = (await t.db.select().from(wineAnalysisCache)).filter((row) =>
      row.wine_name.includes("vega sicilia"),
    );
    expect(rows).toHaveLength(1);
  });
});
