import type { ImageRef, Subscription, SubscriptionStatus } from '@nordshop/api-contract';
import type { IsoDate, LocaleCode } from '@nordshop/locale-config';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { DomainError } from '../platform/http/errors';
import { changeSubscription } from './subscription-change';

/** The 409 code of a change to a cancelled subscription. */
export const SUBSCRIPTION_CANCELLED_CODE = 'subscription_cancelled';

interface SubscriptionRow {
  id: number;
  product_id: number;
  sku: string;
  name: string;
  slug: string;
  thumb: ImageRef | null;
  quantity: number;
  interval_days: number;
  status: SubscriptionStatus;
  next_delivery_at: string | null;
  created_at: string | Date;
}

async function subscriptionsWhere(
  db: Db,
  condition: SQL,
  locale: LocaleCode,
): Promise<Subscription[]> {
  const rows = await queryRows<SubscriptionRow>(
    db,
    sql`select s.id, p.id as product_id, p.sku, coalesce(t.name, p.sku) as name, coalesce(t.slug, '') as slug,
          coalesce(
            (select json_build_object('url', i.url, 'width', i.width, 'height', i.height) from product_images i
               where i.product_id = p.id and i.sort_order = 0 and i.type = 3),
            (select json_build_object('url', i.url, 'width', i.width, 'height', i.height) from product_images i
               where i.product_id = p.parent_id and i.sort_order = 0 and i.type = 3)) as thumb,
          s.quantity, s.interval_days, s.status, s.next_delivery_at::text as next_delivery_at, s.created_at
        from subscriptions s
        join products p on p.id = s.product_id
        left join product_texts t on t.product_id = p.id and t.locale = ${locale}
        where ${condition}
        order by case s.status when 'active' then 0 when 'paused' then 1 else 2 end, s.next_delivery_at nulls last, s.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    product: { id: row.product_id, sku: row.sku, name: row.name, slug: row.slug, thumb: row.thumb },
    quantity: row.quantity,
    interval_days: row.interval_days,
    status: row.status,
    next_delivery_at: row.next_delivery_at,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** A customer's subscriptions with the product in the storefront's words: active first, then paused, then cancelled. */
export function listSubscriptions(
  db: Db,
  customerId: number,
  locale: LocaleCode,
): Promise<Subscription[]> {
  return subscriptionsWhere(db, sql`s.customer_id = ${customerId}`, locale);
}

/**
 * Pauses, resumes or cancels one of the customer's subscriptions (changeSubscription) on the
 * storefront's date `today`, with the row locked so two changes do not interleave. 404 when it is
 * not the customer's, 409 `subscription_cancelled` once cancelled.
 */
export async function updateSubscription(
  db: Db,
  customerId: number,
  id: number,
  requested: SubscriptionStatus,
  today: IsoDate,
  locale: LocaleCode,
): Promise<Subscription> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{
      status: SubscriptionStatus;
      interval_days: number;
      next_delivery_at: string | null;
    }>(
      tx,
      sql`select status, interval_days, next_delivery_at::text as next_delivery_at from subscriptions
          where id = ${id} and customer_id = ${customerId} for update`,
    );
    if (!row) throw new DomainError('not_found', 'There is no such subscription');
    const change = changeSubscription(
      { status: row.status, intervalDays: row.interval_days, nextDeliveryAt: row.next_delivery_at },
      requested,
      today,
    );
    if (change.type === 'subscription.rejected') {
      throw new DomainError(
        'conflict',
        'The subscription is cancelled and cannot be changed',
        { status: 'the subscription is cancelled' },
        SUBSCRIPTION_CANCELLED_CODE,
      );
    }
    await tx.execute(
      sql`update subscriptions set status = ${change.state.status}, next_delivery_at = ${change.state.nextDeliveryAt} where id = ${id}`,
    );
  });
  const [subscription] = await subscriptionsWhere(db, sql`s.id = ${id}`, locale);
  if (!subscription) throw new Error(`subscription ${id} vanished after it was changed`);
  return subscription;
}
