-- A product in stock with no units left is shown out of stock (the card query derives its shown
-- status from both columns), so a change of stock_quantity alone that empties the stock or fills
-- it again changes what pages and the product API show: it is announced now, as migration 0010
-- announced every other column of products. An order that leaves units over (or takes from a
-- product sold beyond stock) still announces nothing, so orders do not empty every cache
-- (decision 023).
CREATE OR REPLACE FUNCTION nordshop_notify_product_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_products o FULL JOIN new_products n ON n.id = o.id
    WHERE o.id IS NULL OR n.id IS NULL
      OR to_jsonb(o) - 'stock_quantity' IS DISTINCT FROM to_jsonb(n) - 'stock_quantity'
      OR (o.stock_quantity > 0) IS DISTINCT FROM (n.stock_quantity > 0)
  ) THEN
    PERFORM pg_notify('nordshop_changes', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;
