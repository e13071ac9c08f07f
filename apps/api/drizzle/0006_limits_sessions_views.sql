CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"subject" integer NOT NULL,
	"refresh_jti" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "product_views_client_idx";--> statement-breakpoint
ALTER TABLE "product_views" ADD COLUMN "view_date" date DEFAULT (now() at time zone 'UTC')::date NOT NULL;--> statement-breakpoint
UPDATE "product_views" SET "view_date" = ("viewed_at" at time zone 'UTC')::date;--> statement-breakpoint
DELETE FROM "product_views" a USING "product_views" b WHERE a."client_key" IS NOT NULL AND a."client_key" <> 'seed' AND a."product_id" = b."product_id" AND a."client_key" = b."client_key" AND a."view_date" = b."view_date" AND a."id" > b."id";--> statement-breakpoint
CREATE INDEX "auth_sessions_subject_idx" ON "auth_sessions" USING btree ("scope","subject");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "product_views_viewed_idx" ON "product_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_views_once_a_day_idx" ON "product_views" USING btree ("product_id","client_key","view_date") WHERE client_key is not null and client_key <> 'seed';