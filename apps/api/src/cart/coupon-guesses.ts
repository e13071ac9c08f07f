import { CUSTOMER_DISCOUNT_CODE } from '@nordshop/coupon-engine';
import type { Db } from '../platform/db/database';
import { clientKey } from '../platform/http/client-key';
import type { CartServices } from './cart-services';
import {
  hitLimit,
  peekLimit,
  type LimitDecision,
  type WindowLimit,
} from '../platform/limits/hit-limit';
import { loadCouponRow } from './coupon-row';

/**
 * How many codes that name no coupon one client address may look up (sync-cart, sync-coupons):
 * 30 per 15 minutes. A shopper mistypes a code a few times; a guesser tries thousands.
 */
export const COUPON_GUESS_LIMIT: WindowLimit = { limit: 30, windowMs: 15 * 60_000 };

/** The distinct codes of a request that may name a coupon (upper case, the customer's credit left out). */
export function lookedUpCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map((code) => code.trim().toUpperCase()))].filter(
    (code) => code !== CUSTOMER_DISCOUNT_CODE,
  );
}

/**
 * Decides a request that looks up coupon codes, before it is answered (decision 028): each code
 * that names no coupon counts against the client address, atomically in the database, so a burst
 * of guesses on any number of processes is counted one by one. Codes of real coupons (the ones a
 * cart holds and syncs again and again) count nothing. Once an address is past the limit, every
 * request of it that names a code is refused until the window ends, whether its codes exist or
 * not, so the refusal tells a guesser nothing. The lookup goes through the coupon cache the cart
 * then reads (`services.coupons`). Null when the request names no code.
 */
export async function admitCouponLookups(
  db: Db,
  services: CartServices,
  address: string | undefined,
  codes: readonly string[],
): Promise<LimitDecision | null> {
  const distinct = lookedUpCodes(codes);
  if (distinct.length === 0) return null;
  const found = await Promise.all(
    distinct.map((code) => services.coupons.get(code, () => loadCouponRow(db, code))),
  );
  const unknown = found.filter(({ value }) => value === null).length;
  const key = `coupons:${clientKey(address ?? 'in-process')}`;
  const now = services.now();
  return unknown > 0
    ? hitLimit(db, key, COUPON_GUESS_LIMIT, now, unknown)
    : peekLimit(db, key, COUPON_GUESS_LIMIT, now);
}
