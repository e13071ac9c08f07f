import type { CouponRejectionReason } from './coupon-rejection';

/** When and where a stored coupon may be used. Dates are instants (ISO strings or Dates). */
export interface CouponAvailability {
  readonly active: boolean;
  /** The storefronts (locale codes) it is valid on; null or empty means every storefront. */
  readonly locales: readonly string[] | null;
  /** First instant it is valid; null means always was. */
  readonly starts_at: string | Date | null;
  /** First instant it is no longer valid; null means never expires. */
  readonly expires_at: string | Date | null;
}

function instant(value: string | Date): number {
  return (value instanceof Date ? value : new Date(value)).getTime();
}

/**
 * Why a coupon cannot be used on storefront `locale` at `now` (epoch milliseconds), or null when
 * it can. Checked in this order:
 * - an inactive coupon, and one whose first instant has not come (the Christmas calendar's doors
 *   of the coming days), is `missing`: the shopper is told exactly what a code that does not
 *   exist tells, so future codes cannot be found by trying codes;
 * - one of another storefront is `otherStorefront`;
 * - from `expires_at` on it is `expired` (an expired code may say so: it gives nothing away).
 */
export function couponUnavailableReason(
  coupon: CouponAvailability,
  locale: string,
  now: number,
): Extract<CouponRejectionReason, 'missing' | 'otherStorefront' | 'expired'> | null {
  if (!coupon.active) return 'missing';
  if (coupon.starts_at !== null && instant(coupon.starts_at) > now) return 'missing';
  if (coupon.locales && coupon.locales.length > 0 && !coupon.locales.includes(locale))
    return 'otherStorefront';
  if (coupon.expires_at !== null && instant(coupon.expires_at) <= now) return 'expired';
  return null;
}
