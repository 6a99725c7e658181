import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one database type the rest of the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseOptions =
  /** PostgreSQL through `pg`. */
  | { url: string; poolSize?: number }
  /** Embedded PostgreSQL (PGlite) persisted under `dataDir`. */
  | { dataDir: string }
  /** Embedded PostgreSQL in memory, for tests. */
  | { memory: true };

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  /** The `pg` pool when on PostgreSQL (for libraries that keep their own tables, e.g. rate limit counters). */
  pool: pg.Pool | null;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../migrations");

export async function createDb(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("url" in options) return createPostgresDb(options.url, options.poolSize ?? 10);
  const dataDir = "dataDir" in options ? path.join(options.dataDir, "pglite") : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    pool: null,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: () => pingDb(db),
    close: () => client.close(),
  };
}

function createPostgresDb(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const nodeDb = drizzleNodePostgres(pool, { schema });
  const db = nodeDb as unknown as Database;
  return {
    db,
    driver: "postgres",
    pool,
    migrate: () => migrateNodePostgres(nodeDb, { migrationsFolder }),
    ping: () => pingDb(db),
    close: () => pool.end(),
  };
}

async function pingDb(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
