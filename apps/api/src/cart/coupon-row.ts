import type { StoredCoupon } from '@nordshop/coupon-engine';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { coupons } from '../platform/db/schema';

/** A row of the `coupons` table as Drizzle reads it: the one declaration of the stored shape. */
export type CouponRow = typeof coupons.$inferSelect;

/** A stored coupon for one storefront as the coupon engine reads it, with the gift the API adds as a cart line. */
export interface LoadedCoupon extends StoredCoupon {
  /** Free gift SKU the coupon adds to the cart as a line of its own (added_by_coupon), or null. */
  readonly gift_sku: string | null;
}

/** The coupon with this code (case-insensitive), or null. */
export async function loadCouponRow(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, code.toUpperCase()))
    .limit(1);
  return row ?? null;
}

/**
 * The one mapping from a stored row to the engine's coupon for storefront `locale`: the label in
 * the storefront's language, the minimum spend and buy-x-get-y amount in its currency (null when
 * the coupon has none there), the usability window as stored.
 */
export function loadedCouponOf(row: CouponRow, locale: LocaleCode): LoadedCoupon {
  const currency = STOREFRONTS[locale].currency;
  return {
    code: row.code,
    active: row.active,
    locales: row.locales,
    starts_at: row.startsAt,
    expires_at: row.expiresAt,
    discount_label: row.discountLabel[locale] ?? null,
    minimum_spend: row.minimumSpend[currency] ?? null,
    percentage_discount: row.percentageDiscount,
    specific_groups: row.specificGroups,
    excluded_groups: row.excludedGroups,
    specific_discount_categories: row.specificDiscountCategories,
    buy_x: row.buyX,
    get_y: row.getY,
    buy_products: row.buyProducts,
    get_products: row.getProducts,
    buy_categories: row.buyCategories,
    get_categories: row.getCategories,
    buy_groups: row.buyGroups,
    get_groups: row.getGroups,
    buy_x_increment: row.buyXIncrement,
    buy_x_interval: row.buyXInterval,
    buy_x_get_amount: row.buyXGetAmount?.[currency] ?? null,
    discount_type_percentage: row.discountTypePercentage,
    discount_type_value: row.discountTypeValue,
    all_affected_items: row.allAffectedItems,
    gift_sku: row.giftSku,
  };
}
