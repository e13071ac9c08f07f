import type { StaffCoupon, StaffCouponRequest } from '@nordshop/api-contract';
import { isLocaleCode, type LocaleCode } from '@nordshop/locale-config';
import type { CouponRow } from '../cart/coupon-row';
import type { coupons } from '../platform/db/schema';
import { isoOrNull } from './staff-change';

/** What a staff PUT writes to a coupon's row: every rule field, the coupon active. */
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt'>;

const instantOrNull = (value: string | null): Date | null =>
  value === null ? null : new Date(value);

/** The row values of coupon `code` (upper case) with the rules of a staff PUT, active. */
export function couponValuesOf(code: string, input: StaffCouponRequest): CouponValues {
  return {
    code,
    active: true,
    locales: input.locales,
    startsAt: instantOrNull(input.starts_at),
    expiresAt: instantOrNull(input.expires_at),
    discountLabel: input.discount_label,
    minimumSpend: input.minimum_spend,
    percentageDiscount: input.percentage_discount,
    specificGroups: input.specific_groups,
    excludedGroups: input.excluded_groups,
    specificDiscountCategories: input.specific_discount_categories,
    buyX: input.buy_x,
    getY: input.get_y,
    buyProducts: input.buy_products,
    getProducts: input.get_products,
    buyCategories: input.buy_categories,
    getCategories: input.get_categories,
    buyGroups: input.buy_groups,
    getGroups: input.get_groups,
    buyXIncrement: input.buy_x_increment,
    buyXInterval: input.buy_x_interval,
    buyXGetAmount: input.buy_x_get_amount,
    discountTypePercentage: input.discount_type_percentage,
    discountTypeValue: input.discount_type_value,
    allAffectedItems: input.all_affected_items,
    giftSku: input.gift_sku,
  };
}

/** A coupon as the staff API answers it, from its row's values (`createdAt` from the stored row). */
export function staffCouponOf(row: CouponValues, createdAt: Date): StaffCoupon {
  return {
    code: row.code,
    active: row.active ?? true,
    locales: (row.locales ?? null)?.filter((l): l is LocaleCode => isLocaleCode(l)) ?? null,
    starts_at: isoOrNull(row.startsAt ?? null),
    expires_at: isoOrNull(row.expiresAt ?? null),
    discount_label: row.discountLabel ?? {},
    minimum_spend: row.minimumSpend ?? {},
    percentage_discount: row.percentageDiscount ?? null,
    specific_groups: row.specificGroups ?? null,
    excluded_groups: row.excludedGroups ?? null,
    specific_discount_categories: row.specificDiscountCategories ?? null,
    buy_x: row.buyX ?? null,
    get_y: row.getY ?? null,
    buy_products: row.buyProducts ?? null,
    get_products: row.getProducts ?? null,
    buy_categories: row.buyCategories ?? null,
    get_categories: row.getCategories ?? null,
    buy_groups: row.buyGroups ?? null,
    get_groups: row.getGroups ?? null,
    buy_x_increment: row.buyXIncrement ?? null,
    buy_x_interval: row.buyXInterval ?? null,
    buy_x_get_amount: row.buyXGetAmount ?? null,
    discount_type_percentage: row.discountTypePercentage ?? null,
    discount_type_value: row.discountTypeValue ?? null,
    all_affected_items: row.allAffectedItems ?? null,
    gift_sku: row.giftSku ?? null,
    created_at: createdAt.toISOString(),
  };
}

/** The stored coupon as the staff API answers it. */
export function staffCouponOfRow(row: CouponRow): StaffCoupon {
  return staffCouponOf(row, row.createdAt);
}
