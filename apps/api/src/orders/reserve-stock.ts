import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';

/** Units of one product an order takes, and the request fields of the lines that hold it. */
export interface StockClaim {
  readonly productId: number;
  readonly sku: string;
  readonly quantity: number;
  readonly fields: readonly string[];
}

/**
 * Takes the claimed units off stock inside the order's transaction, one conditional UPDATE per
 * product in id order (so concurrent orders lock rows in the same order and cannot deadlock):
 * - an in-stock product only when `stock_quantity >= quantity` (never below zero);
 * - a back-order product without a presale date never (it is out of stock);
 * - other back-order, special-order and presale products are sold beyond stock: what is in
 *   stock goes first, down to zero.
 * On PostgreSQL the row lock makes a waiting UPDATE re-check the condition against the committed
 * stock; PGlite runs transactions one at a time. Returns the claims that could not be filled (the
 * caller rolls back); the check constraint `stock_quantity >= 0` guards every other writer.
 */
export async function reserveStock(
  tx: Db,
  claims: readonly StockClaim[],
): Promise<{ claim: StockClaim; left: number }[]> {
  const failed: StockClaim[] = [];
  for (const claim of [...claims].sort((a, b) => a.productId - b.productId)) {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`update products
            set stock_quantity = case when stock_status = 'in-stock' then stock_quantity - ${claim.quantity}
                                      else greatest(stock_quantity - ${claim.quantity}, 0) end
          where id = ${claim.productId}
            and case when stock_status = 'in-stock' then stock_quantity >= ${claim.quantity}
                     when stock_status = 'back-order' then estimated_at is not null
                     else true end
          returning id`,
    );
    if (rows.length === 0) failed.push(claim);
  }
  if (failed.length === 0) return [];
  const left = await queryRows<{ id: number; stock_quantity: number; stock_status: string }>(
    tx,
    sql`select id, stock_quantity, stock_status from products where id = any(${sql.param(failed.map((c) => c.productId))}::int[])`,
  );
  return failed.map((claim) => {
    const row = left.find((r) => r.id === claim.productId);
    return { claim, left: row?.stock_status === 'in-stock' ? row.stock_quantity : 0 };
  });
}

/** The claims of priced lines: one per product, the units of its lines added up. */
export function stockClaims(
  lines: readonly { productId: number; sku: string; quantity: number; field: string }[],
): StockClaim[] {
  const byProduct = new Map<number, StockClaim>();
  for (const line of lines) {
    const claim = byProduct.get(line.productId);
    byProduct.set(line.productId, {
      productId: line.productId,
      sku: line.sku,
      quantity: (claim?.quantity ?? 0) + line.quantity,
      fields: [...(claim?.fields ?? []), line.field],
    });
  }
  return [...byProduct.values()];
}

/**
 * Gives a cancelled order's units back to stock, inside the transaction that cancels it: the
 * units of its lines, per product. (A back-order line took stock only down to zero; its units
 * come back all the same, which overstates that product's stock by what it lacked.)
 */
export async function releaseStock(tx: Db, orderId: number): Promise<void> {
  const units = await queryRows<{ product_id: number; units: number }>(
    tx,
    sql`select product_id, sum(quantity)::int as units from order_lines
        where order_id = ${orderId} group by product_id order by product_id`,
  );
  // One product at a time in id order, as reserveStock takes them: no deadlock between the two.
  for (const { product_id: productId, units: count } of units)
    await tx.execute(
      sql`update products set stock_quantity = stock_quantity + ${count} where id = ${productId}`,
    );
}
