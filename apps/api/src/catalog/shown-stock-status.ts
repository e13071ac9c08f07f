import { OUT_OF_STOCK_STATUS } from '@nordshop/cart-domain';

/**
 * The stock status a product is shown with (spec section 4), as SQL over the products row
 * `alias`: its stock_status, except that a product in stock with no units left is out of stock
 * (`back-order`). A feed that sells the last units writes the quantity, not the status, and
 * orders and the cart already sell an in-stock product only up to its units.
 */
export function shownStockStatusSql(alias: string): string {
  return `case when ${alias}.stock_status = 'in-stock' and ${alias}.stock_quantity <= 0 then '${OUT_OF_STOCK_STATUS}' else ${alias}.stock_status end`;
}

/** Whether the products row `alias` is shown in stock, as SQL (see {@link shownStockStatusSql}). */
export function shownInStockSql(alias: string): string {
  return `(${alias}.stock_status = 'in-stock' and ${alias}.stock_quantity > 0)`;
}
