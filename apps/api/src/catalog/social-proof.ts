import type { SocialProof } from '@nordshop/api-contract';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import type { Database, PreparedStatement } from '../db/database';
import { startOfLocalDay } from './start-of-local-day';

/** How far back product views count: the last 24 hours. */
export const RECENT_VIEWS_WINDOW_MS = 24 * 3_600_000;

const SOCIAL_PROOF: PreparedStatement = {
  name: 'catalog.social_proof',
  text: `select
      (select count(*)::int from product_views
         where product_id = $1 and viewed_at > $2::timestamptz and viewed_at <= $5::timestamptz) as recent_views,
      (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
         where l.main_product_id = $1 and o.locale = $3 and o.status <> 'cancelled'
           and o.created_at >= $4::timestamptz and o.created_at <= $5::timestamptz) as bought_today`,
};

/**
 * The social proof of a main product at `now`: its views in the last 24 hours (every storefront's)
 * and the units of it and its variations in the storefront's orders since local midnight in the
 * storefront's time zone (cancelled orders left out).
 */
export async function loadSocialProof(
  database: Database,
  mainId: number,
  locale: LocaleCode,
  now: Date,
): Promise<SocialProof> {
  const dayStart = startOfLocalDay(now, STOREFRONTS[locale].timeZone);
  const viewsSince = new Date(now.getTime() - RECENT_VIEWS_WINDOW_MS);
  const [row] = await database.run<SocialProof>(SOCIAL_PROOF, [
    mainId,
    viewsSince.toISOString(),
    locale,
    dayStart.toISOString(),
    now.toISOString(),
  ]);
  return { recent_views: row?.recent_views ?? 0, bought_today: row?.bought_today ?? 0 };
}
