CREATE TABLE "order_settings" (
	"locale" text PRIMARY KEY NOT NULL,
	"guest_max_units" integer NOT NULL,
	"guest_max_total" integer NOT NULL,
	"prepayment_hold_hours" integer NOT NULL,
	CONSTRAINT "order_settings_guest_max_units_check" CHECK ("order_settings"."guest_max_units" >= 1),
	CONSTRAINT "order_settings_guest_max_total_check" CHECK ("order_settings"."guest_max_total" >= 0),
	CONSTRAINT "order_settings_prepayment_hold_hours_check" CHECK ("order_settings"."prepayment_hold_hours" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_reserved_until_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."status" = 'pending' and "orders"."reserved_until" is not null;--> statement-breakpoint
-- What an order may hold per storefront (checkout/order-settings.ts DEFAULT_ORDER_SETTINGS): 20 units and 10,000 kr, 7,500 kr or 1,000 € without an account; unpaid prepayment held 72 hours.
INSERT INTO "order_settings" ("locale", "guest_max_units", "guest_max_total", "prepayment_hold_hours") VALUES
	('sv', 20, 1000000, 72),
	('no', 20, 1000000, 72),
	('da', 20, 750000, 72),
	('fi', 20, 100000, 72),
	('nl', 20, 100000, 72)
ON CONFLICT ("locale") DO NOTHING;
