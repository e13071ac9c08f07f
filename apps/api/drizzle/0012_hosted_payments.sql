ALTER TABLE "payments" ALTER COLUMN "reference" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "merchant_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
-- Payments written before hosted pages existed keep their provider reference as the shop's.
UPDATE "payments" SET "merchant_reference" = "reference", "session_id" = '', "redirect_url" = '';--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "merchant_reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "redirect_url" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_merchant_reference_idx" ON "payments" USING btree ("provider","merchant_reference");
