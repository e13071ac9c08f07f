import { couponUnavailableReason, type CouponRejectionReason } from '@nordshop/coupon-engine';
import type { LocaleCode } from '@nordshop/locale-config';
import type { Db } from '../platform/db/database';
import type { CartServices } from './cart-services';
import { loadCouponRow, loadedCouponOf, type LoadedCoupon } from './coupon-row';

/** A code that names a stored coupon the storefront cannot use now, and why. */
export interface RefusedCoupon {
  /** The code as stored (upper case). */
  readonly code: string;
  readonly reason: Exclude<CouponRejectionReason, 'missing'>;
}

/** What the codes of a request are: usable coupons, and coupons refused with their reason. */
export interface LookedUpCoupons {
  /** The usable coupons, in the order of the codes, as the storefront reads them. */
  readonly usable: LoadedCoupon[];
  /** Expired, not yet started and other-storefront coupons (coupon-engine `couponUnavailableReason`). */
  readonly refused: RefusedCoupon[];
  /** Every code's coupon came from the 5-minute cache. */
  readonly cacheHit: boolean;
}

/**
 * The coupons of these codes (trimmed, case-insensitive): usable ones, and refused ones with the
 * reason the shopper is told. Unknown and inactive codes are in neither list: they do not exist.
 */
export async function lookUpCoupons(
  db: Db,
  services: CartServices,
  codes: readonly string[],
  locale: LocaleCode,
  options: { fresh: boolean },
): Promise<LookedUpCoupons> {
  const unique = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
  const found = await Promise.all(
    unique.map((code) => services.coupons.get(code, () => loadCouponRow(db, code), options)),
  );
  const now = services.now().getTime();
  const usable: LoadedCoupon[] = [];
  const refused: RefusedCoupon[] = [];
  for (const { value } of found) {
    if (!value) continue;
    const coupon = loadedCouponOf(value, locale);
    const reason = couponUnavailableReason(coupon, locale, now);
    if (reason === null) usable.push(coupon);
    else if (reason !== 'missing') refused.push({ code: coupon.code, reason });
  }
  return { usable, refused, cacheHit: found.length > 0 && found.every(({ hit }) => hit) };
}
