import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, ownerId, updatedAt } from "./common.ts";

export const cellarWines = pgTable(
  "cellar_wines",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    user_id: ownerId(),
    wine_name: text("wine_name").notNull(),
    producer: text("producer"),
    vintage: integer("vintage"),
    region: text("region"),
    variety: text("variety"),
    quantity: integer("quantity").notNull().default(1),
    /** 1–5; null or 0 means unrated. */
    user_rating: integer("user_rating"),
    /** Free text price or range with currency symbol, as the analysis gave it. */
    market_value: text("market_value"),
    /** Average of market_value parsed by the domain's price rule (USD), kept for filters and sorting. */
    market_value_avg: numeric("market_value_avg", { precision: 12, scale: 2, mode: "number" }),
    current_status: text("current_status"),
    current_condition: text("current_condition"),
    optimal_start: integer("optimal_start"),
    optimal_end: integer("optimal_end"),
    peak_start: integer("peak_start"),
    peak_end: integer("peak_end"),
    aging_potential: text("aging_potential"),
    cellaring_advice: text("cellaring_advice"),
    peak_explanation: text("peak_explanation"),
    food_pairing: text("food_pairing"),
    tannins: text("tannins"),
    acidity: text("acidity"),
    alcohol: text("alcohol"),
    storage_conditions: text("storage_conditions"),
    risk_factors: text("risk_factors"),
    current_profile: text("current_profile"),
    evolution: text("evolution"),
    peak_expectation: text("peak_expectation"),
    /** 0–10 */
    sustainability_score: real("sustainability_score"),
    sustainability_certifications: text("sustainability_certifications"),
    sustainability_practices: text("sustainability_practices"),
    carbon_footprint: text("carbon_footprint"),
    sustainability_explanation: text("sustainability_explanation"),
    label_image_url: text("label_image_url"),
    wine_order: integer("wine_order"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index("cellar_wines_user_id_created_at_idx").on(table.user_id, table.created_at),
    index("cellar_wines_user_id_vintage_idx").on(table.user_id, table.vintage),
    check("cellar_wines_quantity_positive", sql`${table.quantity} >= 1`),
    check(
      "cellar_wines_user_rating_range",
      sql`${table.user_rating} is null or ${table.user_rating} between 0 and 5`,
    ),
  ],
);

export const tastingNotes = pgTable(
  "tasting_notes",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    user_id: ownerId(),
    wine_id: uuid("wine_id")
      .notNull()
      .references(() => cellarWines.id, { onDelete: "cascade" }),
    aroma: text("aroma"),
    flavor_profile: text("flavor_profile"),
    mouthfeel: text("mouthfeel"),
    overall_impression: text("overall_impression"),
    additional_notes: text("additional_notes"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [unique("tasting_notes_wine_id_user_id_unique").on(table.wine_id, table.user_id)],
);

export type NotificationPreferences = { email: boolean; in_app: boolean };

export const wineReminders = pgTable(
  "wine_reminders",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    user_id: ownerId(),
    wine_id: uuid("wine_id")
      .notNull()
      .references(() => cellarWines.id, { onDelete: "cascade" }),
    /** peak_drinking | optimal_start | aging_milestone | price_check | special_occasion | personal_milestone */
    reminder_type: text("reminder_type").notNull(),
    reminder_date: date("reminder_date", { mode: "string" }).notNull(),
    custom_message: text("custom_message"),
    notification_preferences: jsonb("notification_preferences")
      .$type<NotificationPreferences>()
      .notNull()
      .default({ email: true, in_app: true }),
    is_sent: boolean("is_sent").notNull().default(false),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [index("wine_reminders_due_idx").on(table.is_sent, table.reminder_date)],
);
