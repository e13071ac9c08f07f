-- Every process keeps shop-wide data in memory for a while (decision 023). A change to any table it
-- is made from sends one notification on the channel nordshop_changes, with the table's name, when
-- its transaction commits; every process listens and forgets what it kept. Statement-level
-- triggers: one notification per statement (PostgreSQL folds repeats within a transaction).
CREATE FUNCTION nordshop_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nordshop_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER storefronts_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "storefronts" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER categories_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER category_texts_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_texts" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER brands_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER products_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER product_texts_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_texts" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER product_prices_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_prices" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER product_categories_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER product_images_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER tags_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER tag_texts_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tag_texts" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER product_tags_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_tags" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER product_upsells_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_upsells" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER search_triggers_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_triggers" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER search_words_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_words" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER coupons_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER deals_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "deals" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER widgets_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "widgets" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER strings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "strings" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER cms_pages_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cms_pages" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER app_settings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_settings" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER hero_slides_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hero_slides" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER hero_slide_texts_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hero_slide_texts" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE TRIGGER calendar_doors_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_doors" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
