import { createHash } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { clientKey } from '../platform/http/client-key';
import { hitLimit, refundHit, type WindowLimit } from '../platform/limits/hit-limit';

const MINUTE = 60_000;

/**
 * How many orders may be placed (decision 028), counted in PostgreSQL before an order is priced,
 * so a burst on any number of processes is counted one by one:
 * - without an account, from one client address: 15 per 15 minutes and 30 per day;
 * - with an account, by one customer: 30 per hour (the account replaces the address);
 * - to one e-mail address, with or without an account: 10 per hour.
 * An attempt that places no order (refused, out of stock, declined) is taken back, as is a
 * repeated request that only answers an order placed before.
 */
export const ORDER_LIMITS: {
  readonly address: WindowLimit;
  readonly addressPerDay: WindowLimit;
  readonly customer: WindowLimit;
  readonly email: WindowLimit;
} = {
  address: { limit: 15, windowMs: 15 * MINUTE },
  addressPerDay: { limit: 30, windowMs: 24 * 60 * MINUTE },
  customer: { limit: 30, windowMs: 60 * MINUTE },
  email: { limit: 10, windowMs: 60 * MINUTE },
};

/** Who places an order: the client address, the customer (null for a guest) and the order's e-mail. */
export interface OrderPlacer {
  readonly address: string | undefined;
  readonly customerId: number | null;
  readonly email: string;
}

const hashed = (text: string) =>
  createHash('sha256').update(`nordshop-order|${text}`).digest('base64url').slice(0, 22);

/** The counters an order attempt counts against, with their limits (keys hashed: no e-mail or address is stored). */
export function orderCounters(placer: OrderPlacer): { key: string; rule: WindowLimit }[] {
  const email = {
    key: `orders:em:${hashed(placer.email.trim().toLowerCase())}`,
    rule: ORDER_LIMITS.email,
  };
  if (placer.customerId !== null)
    return [{ key: `orders:cu:${placer.customerId}`, rule: ORDER_LIMITS.customer }, email];
  const address = clientKey(placer.address ?? 'in-process');
  return [
    { key: `orders:ad:${address}`, rule: ORDER_LIMITS.address },
    { key: `orders:ad1d:${address}`, rule: ORDER_LIMITS.addressPerDay },
    email,
  ];
}

/** The answer of {@link admitOrder}. */
export type OrderAdmission =
  | {
      readonly allowed: true;
      /** Takes the attempt back: it placed no order. */
      readonly giveBack: () => Promise<void>;
    }
  | { readonly allowed: false; readonly retryAfterMs: number };

/**
 * Counts an order attempt against every counter of its placer, atomically, and refuses it (429
 * with Retry-After) when one is past its limit; a refused attempt is taken back from the counters
 * it was counted on, so only attempts that could place an order use up a budget.
 */
export async function admitOrder(db: Db, placer: OrderPlacer, now: Date): Promise<OrderAdmission> {
  const counted: string[] = [];
  const giveBack = async () => {
    for (const key of counted) await refundHit(db, key);
  };
  for (const { key, rule } of orderCounters(placer)) {
    const decision = await hitLimit(db, key, rule, now);
    counted.push(key);
    if (!decision.allowed) {
      await giveBack();
      return { allowed: false, retryAfterMs: decision.retryAfterMs };
    }
  }
  return { allowed: true, giveBack };
}
