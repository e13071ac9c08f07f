import type { DeltasResponse, PriceDeltasRequest } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import { listingPriceOf, storedTier } from '../catalog/listing-price';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import type { StoredPrices } from '../platform/db/schema';
import { writeAudit } from './staff-audit';
import { newestPerKey } from './stock-deltas';

type PriceUpdate = PriceDeltasRequest['updates'][number];

interface PriceRow {
  product_id: number;
  sku: string;
  locale: string;
  prices: StoredPrices;
  sequence: string | number;
}

/**
 * Applies price updates as stock updates are applied (applyStockDeltas): per SKU and storefront,
 * the highest sequence wins; the listing price (product_prices.price) follows the tiers.
 */
export async function applyPriceDeltas(
  db: Db,
  updates: PriceDeltasRequest['updates'],
  keyId: number | null,
): Promise<DeltasResponse> {
  const newest = newestPerKey(
    updates as readonly PriceUpdate[],
    (u) => `${u.sku}\u0000${u.locale}`,
  );
  const skus = [...new Set([...newest.values()].map((u) => u.sku))];
  return db.transaction(async (tx) => {
    const rows = await queryRows<PriceRow>(
      tx,
      sql`select pp.product_id, p.sku, pp.locale, pp.prices, pp.sequence
          from product_prices pp join products p on p.id = pp.product_id
          where p.sku in (select jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))
          order by pp.product_id, pp.locale for update of pp`,
    );
    const byKey = new Map(rows.map((row) => [`${row.sku}\u0000${row.locale}`, row]));
    const ignored: DeltasResponse['ignored'] = [];
    const apply: { row: PriceRow; update: PriceUpdate; prices: StoredPrices }[] = [];
    for (const [key, update] of newest) {
      const row = byKey.get(key);
      if (!row) ignored.push({ sku: update.sku, locale: update.locale, reason: 'unknown_sku' });
      else if (update.sequence <= Number(row.sequence))
        ignored.push({ sku: update.sku, locale: update.locale, reason: 'stale' });
      else
        apply.push({
          row,
          update,
          prices: {
            n: update.prices.n.map(storedTier),
            c: (update.prices.c ?? []).map(storedTier),
          },
        });
    }
    if (apply.length > 0) {
      const values = apply.map(({ row, update, prices }) => ({
        product_id: row.product_id,
        locale: row.locale,
        prices,
        price: listingPriceOf(prices),
        sequence: update.sequence,
      }));
      await tx.execute(
        sql`update product_prices pp set prices = u.prices, price = u.price, sequence = u.sequence
            from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
              as u(product_id integer, locale text, prices jsonb, price integer, sequence bigint)
            where pp.product_id = u.product_id and pp.locale = u.locale`,
      );
      await writeAudit(
        tx,
        ...apply.map(({ row, update, prices }) => ({
          keyId,
          action: 'prices.update',
          subject: `product:${row.sku}:${row.locale}`,
          before: { prices: row.prices, sequence: Number(row.sequence) },
          after: { prices, sequence: update.sequence },
        })),
      );
    }
    return { applied: apply.length, ignored };
  });
}
