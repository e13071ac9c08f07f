import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';
import type { AmountPerCurrency, LocalizedText } from '../db/schema';

/** A coupon as stored (snake_case columns). */
export interface CouponRow {
  code: string;
  active: boolean;
  locales: string[] | null;
  starts_at: string | Date | null;
  expires_at: string | Date | null;
  discount_label: LocalizedText;
  minimum_spend: AmountPerCurrency;
  percentage_discount: number | null;
  specific_groups: number[] | null;
  excluded_groups: number[] | null;
  specific_discount_categories: number[] | null;
  buy_x: number | null;
  get_y: number | null;
  buy_products: string[] | null;
  get_products: string[] | null;
  buy_categories: number[] | null;
  get_categories: number[] | null;
  buy_groups: number[] | null;
  get_groups: number[] | null;
  buy_x_increment: number | null;
  buy_x_interval: number | null;
  buy_x_get_amount: AmountPerCurrency | null;
  discount_type_percentage: number | null;
  discount_type_value: number | null;
  all_affected_items: string[] | null;
  gift_sku: string | null;
}

/** The coupon with this code (case-insensitive), or null. */
export async function loadCouponRow(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await queryRows<CouponRow>(
    db,
    sql`select code, active, locales, starts_at, expires_at, discount_label, minimum_spend, percentage_discount,
          specific_groups, excluded_groups, specific_discount_categories, buy_x, get_y, buy_products, get_products,
          buy_categories, get_categories, buy_groups, get_groups, buy_x_increment, buy_x_interval, buy_x_get_amount,
          discount_type_percentage, discount_type_value, all_affected_items, gift_sku
        from coupons where code = ${code.toUpperCase()}`,
  );
  return row ?? null;
}
