import type { Database, PreparedStatement } from '../db/database';

/** Views one client may record per minute; more are answered 429. */
export const PRODUCT_VIEWS_PER_MINUTE = 30;

/** A client's repeated view of the same product within this window is not counted again. */
export const REPEAT_VIEW_WINDOW_MINUTES = 30;

/** Views older than this are deleted now and then (only the last 24 hours are read). */
export const PRODUCT_VIEW_RETENTION_HOURS = 48;

/** What became of a posted view. */
export type ProductViewOutcome = 'recorded' | 'repeat' | 'rate_limited' | 'unknown_product';

const MAIN_PRODUCT: PreparedStatement = {
  name: 'views.main_product',
  text: `select coalesce(parent_id, id) as main_id from products where id = $1`,
};

const CLIENT_RECENT: PreparedStatement = {
  name: 'views.client_recent',
  text: `select count(*) filter (where viewed_at > $2::timestamptz - interval '1 minute')::int as last_minute,
            coalesce(bool_or(product_id = $3), false) as seen
         from product_views
         where client_key = $1 and viewed_at > $2::timestamptz - make_interval(mins => ${REPEAT_VIEW_WINDOW_MINUTES})`,
};

const INSERT_VIEW: PreparedStatement = {
  name: 'views.insert',
  text: `insert into product_views (product_id, viewed_at, client_key) values ($1, $2::timestamptz, $3)`,
};

const PRUNE_VIEWS: PreparedStatement = {
  name: 'views.prune',
  text: `delete from product_views where viewed_at < $1::timestamptz - make_interval(hours => ${PRODUCT_VIEW_RETENTION_HOURS})`,
};

/**
 * Records that a client viewed a product (a variation counts for its main product). With a client
 * key (hash of address and user agent) at most {@link PRODUCT_VIEWS_PER_MINUTE} views a minute are
 * recorded, and the same product again within {@link REPEAT_VIEW_WINDOW_MINUTES} minutes is a
 * repeat that is not counted; without one (called in-process) every view is recorded.
 */
export async function recordProductView(
  database: Database,
  view: { readonly productId: number; readonly clientKey: string | null; readonly now: Date },
): Promise<ProductViewOutcome> {
  const [product] = await database.run<{ main_id: number }>(MAIN_PRODUCT, [view.productId]);
  if (!product) return 'unknown_product';
  const now = view.now.toISOString();
  if (view.clientKey !== null) {
    const [recent] = await database.run<{ last_minute: number; seen: boolean }>(CLIENT_RECENT, [
      view.clientKey,
      now,
      product.main_id,
    ]);
    if ((recent?.last_minute ?? 0) >= PRODUCT_VIEWS_PER_MINUTE) return 'rate_limited';
    if (recent?.seen) return 'repeat';
  }
  await database.run(INSERT_VIEW, [product.main_id, now, view.clientKey]);
  return 'recorded';
}

/** Deletes the views older than {@link PRODUCT_VIEW_RETENTION_HOURS} hours before `now`. */
export async function pruneProductViews(database: Database, now: Date): Promise<void> {
  await database.run(PRUNE_VIEWS, [now.toISOString()]);
}
