import type { CouponResult } from '@nordshop/api-contract';
import type { CouponResult as EngineCouponResult } from '@nordshop/coupon-engine';
import type * as z from 'zod';
import type { CouponResultSchema } from '@nordshop/api-contract';

// The contract's coupon answer has exactly the coupon engine's fields (the one declaration of a
// coupon's fields), every one present and null when absent, plus the customer discount's
// `fixed_amount` and `category_discounts`. The API is where both meet (the contract may not import the engine), so the
// check lives here: a field added to or dropped from either side, or typed differently, fails the
// type check instead of drifting apart.

/** The engine's coupon as the wire has it. */
type WireCouponResult = {
  [K in keyof EngineCouponResult]-?: Exclude<EngineCouponResult[K], undefined>;
} & { fixed_amount: number | null; category_discounts: Record<string, number> | null };

/** True when A and B have the same field names. */
type SameFields<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [
  never,
  never,
]
  ? true
  : false;

/** True when the schema's output can stand for the engine's coupon. */
type Assignable<A, B> = [A] extends [B] ? true : false;

export const COUPON_RESULT_MATCHES_ENGINE: [
  SameFields<CouponResult, WireCouponResult>,
  Assignable<z.output<typeof CouponResultSchema>, WireCouponResult>,
] = [true, true];
