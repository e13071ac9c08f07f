-- A large listing sorted by name, newest first or by rating reads its page from these, from the top,
-- instead of sorting all its products (decision 040).
CREATE INDEX "product_texts_locale_name_idx" ON "product_texts" USING btree ("locale","name","product_id");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("is_new" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_score" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "products"."parent_id" is null;