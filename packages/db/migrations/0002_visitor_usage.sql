CREATE TABLE "visitor_usage" (
	"client_key" text PRIMARY KEY NOT NULL,
	"search_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
