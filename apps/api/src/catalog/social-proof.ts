import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { startOfLocalDay } from './start-of-local-day';

/** How far back product views count: the last 24 hours. */
export const RECENT_VIEWS_WINDOW_MS = 24 * 3_600_000;

/**
 * The social-proof columns of a select, `recent_views` and `bought_today`, of the main product
 * `product` in storefront `locale` between the bounds of {@link socialProofWindow} (each an SQL
 * expression; the bounds ISO timestamps). The product page's query selects them with the page's
 * other extras, in one statement.
 */
export const socialProofColumns = (
  product: string,
  locale: string,
  [viewsSince, dayStart, now]: readonly [string, string, string],
): string => `(select count(*)::int from product_views
         where product_id = ${product} and viewed_at > ${viewsSince}::timestamptz and viewed_at <= ${now}::timestamptz) as recent_views,
      (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
         where l.main_product_id = ${product} and o.locale = ${locale} and o.status <> 'cancelled'
           and o.created_at >= ${dayStart}::timestamptz and o.created_at <= ${now}::timestamptz) as bought_today`;

/**
 * The bounds of a product's social proof at `now` in a storefront, as the parameters of the window of
 * {@link socialProofColumns}: views count in the last 24 hours (every storefront's), units since
 * local midnight in the storefront's time zone, both up to `now`.
 */
export function socialProofWindow(
  now: Date,
  locale: LocaleCode,
): [viewsSince: string, dayStart: string, now: string] {
  const dayStart = startOfLocalDay(now, STOREFRONTS[locale].timeZone);
  const viewsSince = new Date(now.getTime() - RECENT_VIEWS_WINDOW_MS);
  return [viewsSince.toISOString(), dayStart.toISOString(), now.toISOString()];
}
