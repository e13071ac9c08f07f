ALTER TABLE "cms_pages" ADD COLUMN "translation_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_translation_key_locale_idx" ON "cms_pages" USING btree ("translation_key","locale");