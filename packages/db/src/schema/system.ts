import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { cellarWines } from "./cellar.ts";
import { createdAt, ownerId, updatedAt } from "./common.ts";

/** Analyses keyed by normalized wine name + vintage; `analysis_data` may be a multipleMatches answer. */
export const wineAnalysisCache = pgTable(
  "wine_analysis_cache",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    wine_name: text("wine_name").notNull(),
    vintage: integer("vintage"),
    analysis_data: jsonb("analysis_data").$type<Record<string, unknown>>().notNull(),
    provider: text("provider").notNull().default("embedded"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [unique("wine_analysis_cache_key").on(table.wine_name, table.vintage).nullsNotDistinct()],
);

export const labelImages = pgTable("label_images", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  user_id: ownerId(),
  storage_key: text("storage_key").notNull().unique(),
  content_type: text("content_type").notNull(),
  size_bytes: integer("size_bytes").notNull(),
  created_at: createdAt(),
});

export const wineShares = pgTable("wine_shares", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  public_share_id: text("public_share_id").notNull().unique(),
  user_id: ownerId(),
  wine_id: uuid("wine_id").references(() => cellarWines.id, { onDelete: "set null" }),
  /** The wine and its analysis as they were when shared. */
  snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
  created_at: createdAt(),
});

export const pageViews = pgTable("page_views", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  page_name: text("page_name").notNull().unique(),
  view_count: integer("view_count").notNull().default(0),
  last_viewed_at: timestamp("last_viewed_at", { withTimezone: true }).notNull().defaultNow(),
});

export const wineShareViews = pgTable(
  "wine_share_views",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    public_share_id: text("public_share_id").notNull(),
    page_view_id: uuid("page_view_id").references(() => pageViews.id, { onDelete: "set null" }),
    viewer_type: text("viewer_type"),
    user_agent: text("user_agent"),
    referrer: text("referrer"),
    device_type: text("device_type"),
    llm_service: text("llm_service"),
    country_code: text("country_code"),
    session_id: text("session_id"),
    created_at: createdAt(),
  },
  (table) => [index("wine_share_views_public_share_id_idx").on(table.public_share_id)],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text_body: text("text_body").notNull(),
    html_body: text("html_body"),
    /** pending | sent | failed | logged (no SMTP configured) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    created_at: createdAt(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("email_outbox_status_idx").on(table.status, table.created_at)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    actor_id: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity_type: text("entity_type").notNull(),
    entity_id: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    created_at: createdAt(),
  },
  (table) => [index("audit_log_entity_idx").on(table.entity_type, table.created_at)],
);
