ALTER TABLE "customers" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "customer_type" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "org_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "subscription_interval_days" integer;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The demo return seeded before reasons were fixed said "Fel modell": the same reason as a key.
UPDATE "returns" SET "reason" = 'wrong_model' WHERE "reason" = 'Fel modell';
