import type { Database, PreparedStatement } from '../platform/db/database';
import { hitLimit, type WindowLimit } from '../platform/limits/hit-limit';

/** Views one client address may post per minute; more are answered 429. */
export const PRODUCT_VIEWS_PER_MINUTE = 30;

const VIEW_LIMIT: WindowLimit = { limit: PRODUCT_VIEWS_PER_MINUTE, windowMs: 60_000 };

/** What became of a posted view. */
export type ProductViewOutcome = 'recorded' | 'repeat' | 'rate_limited' | 'unknown_product';

const MAIN_PRODUCT: PreparedStatement = {
  name: 'views.main_product',
  text: `select coalesce(parent_id, id) as main_id from products where id = $1`,
};

const INSERT_VIEW: PreparedStatement = {
  name: 'views.insert_once',
  text: `insert into product_views (product_id, viewed_at, client_key, view_date)
         values ($1, $2::timestamptz, $3, ($2::timestamptz at time zone 'UTC')::date)
         on conflict (product_id, client_key, view_date) where client_key is not null and client_key <> 'seed'
         do nothing
         returning id`,
};

/**
 * Records that a client viewed a product (a variation counts for its main product). With a
 * client key (a hash of the client's address) a visitor counts once per product and UTC day, and
 * at most {@link PRODUCT_VIEWS_PER_MINUTE} views a minute are taken (counted atomically in the
 * database, so every process shares the count); without one (called in-process) every view is
 * recorded.
 */
export async function recordProductView(
  database: Database,
  view: { readonly productId: number; readonly clientKey: string | null; readonly now: Date },
): Promise<ProductViewOutcome> {
  const [product] = await database.run<{ main_id: number }>(MAIN_PRODUCT, [view.productId]);
  if (!product) return 'unknown_product';
  if (view.clientKey !== null) {
    const decision = await hitLimit(database.db, `views:${view.clientKey}`, VIEW_LIMIT, view.now);
    if (!decision.allowed) return 'rate_limited';
  }
  const inserted = await database.run<{ id: number }>(INSERT_VIEW, [
    product.main_id,
    view.now.toISOString(),
    view.clientKey,
  ]);
  return inserted.length > 0 ? 'recorded' : 'repeat';
}
