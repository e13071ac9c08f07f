import { PRODUCT_TYPE } from '@nordshop/api-contract';
import type { ProductCard, Variation } from '@nordshop/api-contract';
import { chargedTiers, filterTiers, selectTierPrice } from '@nordshop/coupon-engine';
import type { NewCartItem } from './cart-line-item';

/** What a product card or product page offers the cart; `categories` is known on the product page. */
export type CartItemSource = Pick<
  ProductCard,
  | 'id'
  | 'sku'
  | 'slug'
  | 'name'
  | 'thumb'
  | 'type'
  | 'group_id'
  | 'discount_category'
  | 'stock_status'
  | 'estimated_at'
  | 'vat'
  | 'prices'
> & { readonly categories?: readonly number[] };

/** How the item is added: its quantity, the variation chosen and where it comes from. */
export interface NewCartItemOptions {
  /** Whole number >= 1. */
  readonly quantity: number;
  /** The chosen variation; its SKU, name, prices and stock replace the product's. */
  readonly variation?: Variation;
  /** Origin of the item (cross-selling, upselling); absent ids are null. */
  readonly origin?: Partial<
    Pick<
      NewCartItem,
      | 'cross_selling_product_id'
      | 'upselling_bundle_id'
      | 'upselling_product_id'
      | 'unique_bundle_id'
    >
  >;
  readonly subscription_interval?: NewCartItem['subscription_interval'];
}

/**
 * The cart item for a product (or one of its variations) before the server prices it. The line is
 * priced from the tiers the server charges (coupon-engine chargedTiers: at every step the cheaper
 * of the normal and campaign tier, filtered, spec section 9), the ones the product page shows:
 * `price` is the tier price for `quantity`, `ordinary_price` the normal tier price, `pricing` the
 * tiers as `{ q, p }`. The server's answer replaces all of it.
 */
export function newCartItem(product: CartItemSource, options: NewCartItemOptions): NewCartItem {
  const { variation, origin = {} } = options;
  const source = variation ?? product;
  const campaign = source.prices.c.length > 0;
  const pricing = chargedTiers(source.prices);
  const normal = filterTiers(source.prices.n);
  const fallback = pricing[0]?.p ?? 0;
  const price = selectTierPrice(pricing, options.quantity) ?? fallback;
  return {
    id: source.id,
    type: variation === undefined ? product.type : PRODUCT_TYPE.Variant,
    thumb: source.thumb,
    name: source.name,
    slug: source.slug,
    product_id: product.id,
    sku: source.sku,
    quantity: options.quantity,
    price,
    ordinary_price: selectTierPrice(normal, options.quantity) ?? normal[0]?.p ?? price,
    pricing,
    vat: source.vat,
    categories: [...(product.categories ?? [])],
    group_id: product.group_id,
    discount_category: product.discount_category,
    stock_status: source.stock_status,
    cross_selling_product_id: origin.cross_selling_product_id ?? null,
    upselling_bundle_id: origin.upselling_bundle_id ?? null,
    upselling_product_id: origin.upselling_product_id ?? null,
    unique_bundle_id: origin.unique_bundle_id ?? null,
    added_by_coupon: null,
    campaign,
    subscription_interval: options.subscription_interval ?? null,
    estimated_at: source.estimated_at,
    cart_notice: null,
    adjusted_quantity: null,
  };
}
