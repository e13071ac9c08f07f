import type { DeltasResponse, StockDeltasRequest } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { writeAudit } from './staff-audit';

type StockUpdate = StockDeltasRequest['updates'][number];

/** Of several updates of one SKU in a call, the one with the highest sequence. */
export function newestPerKey<U extends { readonly sequence: number }>(
  updates: readonly U[],
  keyOf: (update: U) => string,
): Map<string, U> {
  const newest = new Map<string, U>();
  for (const update of updates) {
    const key = keyOf(update);
    const seen = newest.get(key);
    if (!seen || update.sequence > seen.sequence) newest.set(key, update);
  }
  return newest;
}

interface StockRow {
  id: number;
  sku: string;
  stock_quantity: number;
  stock_status: string;
  stock_sequence: string | number;
}

/**
 * Applies stock updates (decision 038): in one transaction that locks the SKUs' rows in one order
 * (two calls on the same SKUs queue and never deadlock), each SKU takes the update with the
 * highest sequence of the call when it is above the SKU's last one; an older update that arrives
 * late is `stale`. Each change is audited with its before and after.
 */
export async function applyStockDeltas(
  db: Db,
  updates: StockDeltasRequest['updates'],
  keyId: number | null,
): Promise<DeltasResponse> {
  const newest = newestPerKey(updates as readonly StockUpdate[], (u) => u.sku);
  return db.transaction(async (tx) => {
    const rows = await queryRows<StockRow>(
      tx,
      sql`select id, sku, stock_quantity, stock_status, stock_sequence from products
          where sku in (select jsonb_array_elements_text(${JSON.stringify([...newest.keys()])}::jsonb))
          order by id for update`,
    );
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    const ignored: DeltasResponse['ignored'] = [];
    const apply: { row: StockRow; update: StockUpdate }[] = [];
    for (const [sku, update] of newest) {
      const row = bySku.get(sku);
      if (!row) ignored.push({ sku, reason: 'unknown_sku' });
      else if (update.sequence <= Number(row.stock_sequence))
        ignored.push({ sku, reason: 'stale' });
      else apply.push({ row, update });
    }
    if (apply.length > 0) {
      const values = apply.map(({ row, update }) => ({
        id: row.id,
        quantity: update.quantity,
        status: update.status ?? row.stock_status,
        sequence: update.sequence,
      }));
      await tx.execute(
        sql`update products p set stock_quantity = u.quantity, stock_status = u.status,
              stock_sequence = u.sequence
            from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
              as u(id integer, quantity integer, status text, sequence bigint)
            where p.id = u.id`,
      );
      await writeAudit(
        tx,
        ...apply.map(({ row, update }) => ({
          keyId,
          action: 'stock.update',
          subject: `product:${row.sku}`,
          before: {
            quantity: row.stock_quantity,
            status: row.stock_status,
            sequence: Number(row.stock_sequence),
          },
          after: {
            quantity: update.quantity,
            status: update.status ?? row.stock_status,
            sequence: update.sequence,
          },
        })),
      );
    }
    return { applied: apply.length, ignored };
  });
}
