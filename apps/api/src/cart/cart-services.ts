import type { ActiveDeal } from '../catalog/current-deal';
import type { TtlCache } from '../platform/cache/ttl-cache';
import type { AuthServices } from '../auth/auth-services';
import type { ApiEnv } from '../platform/http/api-env';
import type { CouponRow } from './coupon-row';

/**
 * What the cart asks of the app's shared services (the app's `ApiServices` gives it): the clock,
 * the coupon cache and the deal running now.
 */
export interface CartServices extends AuthServices {
  /** Coupon rows by upper-case code, null for a code that names none (5 minutes). */
  readonly coupons: TtlCache<string, CouponRow | null>;
  /** The deal running now (cached; `fresh` reads the database, as an order does). */
  activeDeal(options?: { fresh?: boolean }): Promise<ActiveDeal | null>;
}

/** The context of the cart's handlers. */
export type CartEnv = ApiEnv<CartServices>;
