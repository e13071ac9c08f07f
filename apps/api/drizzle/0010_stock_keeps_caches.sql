-- An order takes units off stock (products.stock_quantity), and no cache shows that number: the
-- statement-level trigger of migration 0008 announced every order all the same, which emptied
-- every cache of every process at each order. An update of products is announced now only when a
-- product is added or removed by it or a column other than stock_quantity changes (decision 023).
DROP TRIGGER products_notify_change ON "products";
--> statement-breakpoint
CREATE TRIGGER products_notify_change AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_change();
--> statement-breakpoint
CREATE FUNCTION nordshop_notify_product_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_products o FULL JOIN new_products n ON n.id = o.id
    WHERE o.id IS NULL OR n.id IS NULL
      OR to_jsonb(o) - 'stock_quantity' IS DISTINCT FROM to_jsonb(n) - 'stock_quantity'
  ) THEN
    PERFORM pg_notify('nordshop_changes', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_notify_update AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION nordshop_notify_product_update();
