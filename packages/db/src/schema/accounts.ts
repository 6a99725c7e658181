import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, ownerId, updatedAt } from "./common.ts";

export const profiles = pgTable("profiles", {
  user_id: ownerId().primaryKey(),
  display_name: text("display_name"),
  /** Searches used since the account was created (the free allowance counts these). */
  search_count: integer("search_count").notNull().default(0),
  /** Searches used in `searches_year` (basic_annual allowance; reset when the year changes). */
  current_year_searches: integer("current_year_searches").notNull().default(0),
  searches_year: integer("searches_year"),
  /** Searches used in `searches_month` ("YYYY-MM"; premium_monthly allowance). */
  current_month_searches: integer("current_month_searches").notNull().default(0),
  searches_month: text("searches_month"),
  preferred_currency: text("preferred_currency"),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    user_id: ownerId(),
    role: text("role").notNull(),
    created_at: createdAt(),
  },
  (table) => [unique("user_roles_user_id_role_unique").on(table.user_id, table.role)],
);

export const subscriptions = pgTable("subscriptions", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  user_id: ownerId().unique(),
  subscribed: boolean("subscribed").notNull().default(false),
  /** basic_annual | premium_monthly | premium_annual */
  subscription_tier: text("subscription_tier"),
  /** active | trialing | canceled | past_due | none */
  status: text("status").notNull().default("none"),
  is_trialing: boolean("is_trialing").notNull().default(false),
  trial_end: timestamp("trial_end", { withTimezone: true }),
  subscription_end: timestamp("subscription_end", { withTimezone: true }),
  provider: text("provider"),
  provider_customer_id: text("provider_customer_id"),
  provider_subscription_id: text("provider_subscription_id"),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const userLocations = pgTable("user_locations", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  user_id: ownerId().unique(),
  city: text("city").notNull(),
  country: text("country").notNull(),
  postal_code: text("postal_code"),
  auto_detected: boolean("auto_detected").notNull().default(false),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const findSimilarConfirmations = pgTable("find_similar_confirmations", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  user_id: ownerId().unique(),
  created_at: createdAt(),
});

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    user_id: ownerId(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type").notNull(),
    is_read: boolean("is_read").notNull().default(false),
    created_at: createdAt(),
  },
  (table) => [index("notifications_user_id_created_at_idx").on(table.user_id, table.created_at)],
);

export const supportRequests = pgTable("support_requests", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  user_id: ownerId(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  /** The e-mail address replies go to (the account's, at the time of the request). */
  reply_to: text("reply_to").notNull(),
  created_at: createdAt(),
});

/** Analyses used by signed-out visitors, per client (the free allowance of 3 applies to them too). */
export const visitorUsage = pgTable("visitor_usage", {
  client_key: text("client_key").primaryKey(),
  search_count: integer("search_count").notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
