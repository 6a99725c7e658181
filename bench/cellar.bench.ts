// `npm run bench:cellar`: a collector with 5,000 wines on the embedded database, measured through HTTP against
// the real server process — list and dashboard latency, Excel export time, analysis throughput (cached) and latency
// (uncached). Prints each figure beside its target.
import { cellarWines, createDb, subscriptions } from "@vinestra/db";
import autocannon from "autocannon";
import { startServer, temporaryDataDir } from "../e2e/support/server.ts";
import { measureListPage } from "./cellar/list-page.ts";
import { format, percentile, timeIt } from "./support/percentiles.ts";

const WINES = 5000;
/** Set to a PostgreSQL URL (an empty database) to measure on PostgreSQL instead of the embedded database. */
const databaseUrl = process.env.BENCH_DATABASE_URL;
const SAMPLES = 40;
const generous = {
  RATE_LIMIT_ANALYSIS_PER_HOUR: "1000000",
  RATE_LIMIT_ANALYSIS_PER_DAY: "1000000",
  RATE_LIMIT_SEARCH_PER_MINUTE: "1000000",
  LOG_LEVEL: "error",
  ...(databaseUrl && { DATABASE_URL: databaseUrl }),
};

const regions = [
  "Margaux",
  "Pauillac",
  "Barolo",
  "Rioja",
  "Napa Valley",
  "Mosel",
  "Barossa Valley",
  "Marlborough",
];
const producers = [
  "Château Margaux",
  "Giacomo Conterno",
  "La Rioja Alta",
  "Ridge",
  "Egon Müller",
  "Penfolds",
];

async function signUp(url: string) {
  const email = `bench-${Date.now()}@example.com`;
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ email, password: "bench-password", name: "Bench" }),
  });
  const body = (await response.json()) as { user: { id: string } };
  return { email, userId: body.user.id };
}

async function signIn(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ email, password: "bench-password" }),
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function seed(dataDir: string, userId: string) {
  const database = await createDb(databaseUrl ? { url: databaseUrl } : { dataDir });
  await database.db.insert(subscriptions).values({
    user_id: userId,
    subscribed: true,
    subscription_tier: "premium_annual",
    status: "active",
  });
  for (let start = 0; start < WINES; start += 500) {
    const rows = Array.from({ length: 500 }, (_, offset) => {
      const index = start + offset;
      const vintage = 1980 + (index % 44);
      return {
        user_id: userId,
        wine_name: `Cuvée ${index} ${regions[index % regions.length]}`,
        producer: producers[index % producers.length],
        vintage,
        region: regions[index % regions.length],
        variety: index % 2 ? "Cabernet Sauvignon" : "Nebbiolo",
        quantity: 1 + (index % 6),
        user_rating: index % 5,
        market_value: `$${40 + (index % 300)} - $${60 + (index % 300)}`,
        market_value_avg: 50 + (index % 300),
        current_status: "Aging Beautifully",
        optimal_start: vintage + 5,
        optimal_end: vintage + 20,
        peak_start: vintage + 10,
        peak_end: vintage + 15,
        cellaring_advice: "Store on its side at 13 °C, away from light and vibration.",
        food_pairing: "Roast lamb, hard cheeses",
        tannins: "Firm",
        acidity: "Fresh",
        alcohol: "13.5%",
        sustainability_score: index % 11,
      };
    });
    await database.db.insert(cellarWines).values(rows);
  }
  await database.close();
}

async function sample(label: string, count: number, request: () => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const { ms, value } = await timeIt(async () => {
      const response = await request();
      await response.arrayBuffer();
      return response;
    });
    if (!value.ok) throw new Error(`${label}: HTTP ${value.status}`);
    times.push(ms);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) };
}

const data = temporaryDataDir();
try {
  let server = await startServer({ dataDir: data.dir, env: generous });
  const { email, userId } = await signUp(server.url);
  await server.stop();
  console.log(`Seeding ${WINES} wines…`);
  await seed(data.dir, userId);
  server = await startServer({ dataDir: data.dir, env: generous });
  const cookie = await signIn(server.url, email);
  const get = (path: string) => () => fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
  const analyze = (body: object) => () =>
    fetch(`${server.url}/api/analysis`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify(body),
    });

  await sample("warm-up", 3, get("/api/cellar"));
  const list = await sample("list", SAMPLES, get("/api/cellar"));
  const stats = await sample("stats", SAMPLES, get("/api/cellar/stats"));
  const exported = await sample("export", 3, get("/api/cellar/export"));
  await sample("analysis warm-up", 2, analyze({ wineName: "Château Margaux", vintage: 2015 }));
  const uncached = await sample(
    "uncached analysis",
    SAMPLES,
    analyze({ wineName: "Sassicaia", vintage: 2016, forceAnalysis: true }),
  );

  const listPage = await measureListPage(server.url, cookie);

  const cannon = await autocannon({
    url: `${server.url}/api/analysis`,
    method: "POST",
    connections: 10,
    duration: 10,
    headers: { Cookie: cookie, "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ wineName: "Château Margaux", vintage: 2015 }),
  });
  await server.stop();

  console.log(`\nCellar of ${WINES} wines (${databaseUrl ? "PostgreSQL" : "embedded database"}, 2 cores)`);
  console.log(
    `  list endpoint        p50 ${format(list.p50)}  p95 ${format(list.p95)}   target p95 ≤ 100 ms`,
  );
  console.log(
    `  dashboard stats      p50 ${format(stats.p50)}  p95 ${format(stats.p95)}   target p95 ≤ 50 ms`,
  );
  console.log(
    listPage
      ? `  list page painted    p50 ${format(listPage.p50)}  max ${format(listPage.max)}   target ≤ 1.5 s (headless Chromium, first wine row)`
      : "  list page painted    SKIPPED: no Chromium at CHROMIUM_PATH",
  );
  console.log(`  Excel export         max ${(exported.max / 1000).toFixed(2)} s                target ≤ 3 s`);
  console.log(
    `  analysis uncached    p50 ${format(uncached.p50)}  p95 ${format(uncached.p95)}   target p95 ≤ 30 ms`,
  );
  console.log(
    `  analysis cached      ${cannon.requests.average.toFixed(0)} requests/s (10 connections, ${cannon.non2xx} non-2xx, ${cannon.errors} errors)   target ≥ 500/s`,
  );
} finally {
  data.remove();
}
