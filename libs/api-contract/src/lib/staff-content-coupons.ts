import {
  isValidDiscountCode,
  LOCALE_CODES,
  type CurrencyCode,
  type LocaleCode,
} from '@nordshop/locale-config';
import * as z from 'zod';
import { boundedInt, INT4_MAX, RowIdSchema, storableText } from './bounded';

/** The longest coupon code the shop stores (the cart takes codes of 3 to 40 characters). */
export const STAFF_COUPON_CODE_MAX = 40;

/** The most entries a coupon's SKU, category or group list holds. */
export const STAFF_COUPON_LIST_MAX = 200;

/** The longest SKU a coupon names (the cart's limit on a line's SKU). */
export const STAFF_SKU_MAX = 64;

/** The longest label of a coupon in one language. */
export const STAFF_COUPON_LABEL_MAX = 200;

/**
 * Path parameter `{code}` of the staff coupon calls: a code as the shop allows it
 * (`isValidDiscountCode`: ASCII letters, digits and hyphens, at least 3), case-insensitive; the
 * shop stores it in upper case.
 */
export const StaffCouponCodeParamSchema = z.object({
  code: z
    .string()
    .max(STAFF_COUPON_CODE_MAX, { error: `must be at most ${STAFF_COUPON_CODE_MAX} characters` })
    .refine(isValidDiscountCode, { error: 'must be 3 or more letters, digits or dashes' }),
});

/** A percentage 0..100 with at most two decimals (the coupon engine computes them exactly). */
export const PercentSchema = z
  .number({ error: 'must be a number from 0 to 100' })
  .min(0, { error: 'must be a number from 0 to 100' })
  .max(100, { error: 'must be a number from 0 to 100' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'must have at most two decimals',
  });

const amount = boundedInt(0, INT4_MAX).optional();

/** An amount per currency in minor units incl. VAT, e.g. `{ "SEK": 50000, "EUR": 5000 }`. */
export const AmountPerCurrencySchema = z.strictObject({
  SEK: amount,
  NOK: amount,
  DKK: amount,
  EUR: amount,
} satisfies Record<CurrencyCode, typeof amount>);

/** A text per storefront language, e.g. `{ "sv": "10 % rabatt", "fi": "10 % alennus" }`. */
export function localizedTextSchema(max: number) {
  const text = storableText(max).trim().min(1, 'is required').optional();
  return z.strictObject({
    sv: text,
    no: text,
    da: text,
    fi: text,
    nl: text,
  } satisfies Record<LocaleCode, typeof text>);
}

/** A SKU as a coupon names it. */
export const CouponSkuSchema = storableText(STAFF_SKU_MAX).trim().min(1, { error: 'is required' });

const skus = z.array(CouponSkuSchema).max(STAFF_COUPON_LIST_MAX).nullable().default(null);
const ids = z.array(RowIdSchema).max(STAFF_COUPON_LIST_MAX).nullable().default(null);
const units = boundedInt(1, 10_000).nullable().default(null);
const percent = PercentSchema.nullable().default(null);
const instant = z.iso.datetime({ offset: true }).nullable().default(null);

/** The rule fields of a coupon (spec section 3, "Discount rule fields"): absent or null is none. */
const CouponRuleFieldsSchema = z.object({
  /** Storefronts the coupon works on; null: all. */
  locales: z
    .array(z.enum(LOCALE_CODES))
    .min(1)
    .max(LOCALE_CODES.length)
    .refine((list) => new Set(list).size === list.length, { error: 'must not repeat a storefront' })
    .nullable()
    .default(null),
  starts_at: instant,
  expires_at: instant,
  discount_label: localizedTextSchema(STAFF_COUPON_LABEL_MAX).default({}),
  minimum_spend: AmountPerCurrencySchema.default({}),
  percentage_discount: percent,
  specific_groups: ids,
  excluded_groups: ids,
  specific_discount_categories: ids,
  buy_x: units,
  get_y: units,
  buy_products: skus,
  get_products: skus,
  buy_categories: ids,
  get_categories: ids,
  buy_groups: ids,
  get_groups: ids,
  buy_x_increment: percent,
  buy_x_interval: units,
  buy_x_get_amount: AmountPerCurrencySchema.nullable().default(null),
  discount_type_percentage: percent,
  /** 3: buy-x-get-y takes a fixed amount (`buy_x_get_amount`) off each unit; anything else a percentage. */
  discount_type_value: boundedInt(0, 9).nullable().default(null),
  all_affected_items: skus,
  /** A product given free as a line of its own while the coupon applies. */
  gift_sku: CouponSkuSchema.nullable().default(null),
});

/**
 * Whether these fields of the body parsed: a rule across fields is checked then, also when
 * other fields are bad, so one answer names every problem.
 */
function fieldsPass(...names: (keyof typeof CouponRuleFieldsSchema.shape)[]) {
  const some = z.object(
    Object.fromEntries(names.map((name) => [name, CouponRuleFieldsSchema.shape[name]])),
  );
  return (payload: { value: unknown }) => some.safeParse(payload.value).success;
}

/**
 * PUT /api/staff/coupons/{code} body: every rule of the coupon; a field left out is none (the
 * coupon is replaced whole). Amounts per currency in minor units incl. VAT, percentages 0..100.
 * A window must end after it starts; a fixed-amount coupon (`discount_type_value` 3) must name its
 * amount in at least one currency.
 */
export const StaffCouponRequestSchema = CouponRuleFieldsSchema.refine(
  (coupon) =>
    // Fields that failed leave their values unparsed here: only two times are compared.
    !coupon.starts_at ||
    !coupon.expires_at ||
    Date.parse(coupon.expires_at) > Date.parse(coupon.starts_at),
  {
    path: ['expires_at'],
    error: 'must be after starts_at',
    when: fieldsPass('starts_at', 'expires_at'),
  },
).refine(
  (coupon) =>
    coupon.discount_type_value !== 3 || Object.keys(coupon.buy_x_get_amount ?? {}).length > 0,
  {
    path: ['buy_x_get_amount'],
    error: 'is required for a fixed-amount coupon (discount_type_value 3)',
    when: fieldsPass('discount_type_value', 'buy_x_get_amount'),
  },
);
export type StaffCouponRequest = z.infer<typeof StaffCouponRequestSchema>;

/**
 * A coupon as the staff API answers it: its code (upper case), whether it works (`active`; a
 * withdrawn coupon is inactive, and orders that used it keep its code) and every rule field.
 * Times are ISO 8601.
 */
export const StaffCouponSchema = z.object({
  code: z.string(),
  active: z.boolean(),
  ...CouponRuleFieldsSchema.shape,
  starts_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type StaffCoupon = z.infer<typeof StaffCouponSchema>;
