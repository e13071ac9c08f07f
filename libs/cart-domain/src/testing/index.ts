import { blankCouponResult, type CouponResult } from '@nordshop/api-contract';
import type { CartLineItem, NewCartItem } from '../index';

/**
 * A new cart item of one 199 kr phone case (19,900 öre incl. 25 % VAT) with tiers from 5 units
 * (17,900) and 10 units (15,900), no origin ids; `overrides` on top.
 */
export function aNewCartItem(overrides: Partial<NewCartItem> = {}): NewCartItem {
  return {
    id: 101,
    type: 1,
    thumb: { url: '/images/case-1.webp', width: 120, height: 120 },
    name: 'Silicone case',
    slug: 'silicone-case',
    product_id: 101,
    sku: 'CASE-1',
    quantity: 1,
    price: 19_900,
    ordinary_price: 19_900,
    pricing: [
      { q: 1, p: 19_900 },
      { q: 5, p: 17_900 },
      { q: 10, p: 15_900 },
    ],
    vat: 25,
    categories: [7],
    group_id: 3,
    discount_category: 2,
    stock_status: 'in-stock',
    cross_selling_product_id: null,
    upselling_bundle_id: null,
    upselling_product_id: null,
    unique_bundle_id: null,
    added_by_coupon: null,
    campaign: false,
    subscription_interval: null,
    estimated_at: null,
    cart_notice: null,
    adjusted_quantity: null,
    ...overrides,
  };
}

/** A cart line built like {@link aNewCartItem}, with the uuid 'line-1' unless overridden. */
export function aCartLine(overrides: Partial<CartLineItem> = {}): CartLineItem {
  return { uuid: 'line-1', ...aNewCartItem(), ...overrides };
}

/** An entry of a `POST /api/sync-coupons` answer for `code`: applied, no rule, `overrides` on top. */
export function aCouponResult(code: string, overrides: Partial<CouponResult> = {}): CouponResult {
  return blankCouponResult(code, overrides);
}

export { controlledActor, controlledCartActors } from './controlled-actors';
export type { ControlledCall } from './controlled-actors';

export { sequentialUuids } from './sequential-uuids';
export { startCart } from './start-cart';
