import type { CartItemInput, CartLine } from '@nordshop/api-contract';
import { decideLineQuantity } from '@nordshop/cart-domain';
import type { CartLineInput } from '@nordshop/coupon-engine';
import type { LocaleCode } from '@nordshop/locale-config';
import { PLACEHOLDER_IMAGE } from '../catalog/placeholder-image';
import type { CartProduct } from './cart-products';
import { lineTiers } from './line-tiers';
import { subscriptionInterval } from './subscription-interval';

/** A cart line with its product, quantity decided and tiers worked out, before discounts. */
export interface DraftLine {
  readonly input: CartItemInput;
  readonly product: CartProduct;
  readonly quantity: number;
  readonly cart_notice: string | null;
  readonly adjusted_quantity: number | null;
  readonly tiers: ReturnType<typeof lineTiers>;
}

/**
 * Turns the client's items into draft lines from the database: unknown SKUs and zero quantities
 * are dropped, quantities are limited by stock and limits (counted over all lines of a product,
 * in the order of the lines), prices come only from the database.
 */
export function draftLines(
  items: readonly CartItemInput[],
  products: ReadonlyMap<string, CartProduct>,
): DraftLine[] {
  const used = new Map<number, number>();
  return items.flatMap((input) => {
    const product = products.get(input.sku);
    if (!product || input.quantity <= 0) return [];
    const decided = decideLineQuantity(product, input.quantity, used.get(product.id) ?? 0);
    used.set(product.id, (used.get(product.id) ?? 0) + decided.quantity);
    return [{ input, product, ...decided, tiers: lineTiers(product.prices, decided.quantity) }];
  });
}

/** The coupon engine's view of a draft line. */
export function engineLine(line: DraftLine): CartLineInput {
  return {
    sku: line.product.sku,
    quantity: line.quantity,
    price: line.tiers.unitPrice,
    pricing: line.tiers.pricing,
    group_id: line.product.group_id,
    discount_category: line.product.discount_category,
    categories: line.product.categories,
    vat: line.product.vat,
    added_by_coupon: line.input.added_by_coupon ?? null,
  };
}

/** The API's cart line of a draft line, with `price` the unit price after the effective percentage discount. */
export function cartLineOf(line: DraftLine, price: number, locale: LocaleCode): CartLine {
  const { input, product } = line;
  return {
    id: product.id,
    uuid: input.uuid,
    type: product.type,
    thumb: product.thumb ?? PLACEHOLDER_IMAGE,
    name: product.name,
    slug: product.slug,
    product_id: product.main_id,
    sku: product.sku,
    quantity: line.quantity,
    price,
    ordinary_price: line.tiers.ordinaryPrice,
    pricing: line.tiers.pricing,
    vat: product.vat,
    categories: product.categories,
    group_id: product.group_id,
    discount_category: product.discount_category,
    stock_status: product.stock_status,
    cross_selling_product_id: input.cross_selling_product_id ?? null,
    upselling_bundle_id: input.upselling_bundle_id ?? null,
    upselling_product_id: input.upselling_product_id ?? null,
    unique_bundle_id: input.unique_bundle_id ?? null,
    added_by_coupon: input.added_by_coupon ?? null,
    campaign: line.tiers.campaign,
    subscription_interval: input.subscription_interval
      ? subscriptionInterval(input.subscription_interval.days, locale)
      : null,
    estimated_at: product.estimated_at,
    cart_notice: line.cart_notice,
    adjusted_quantity: line.adjusted_quantity,
  };
}
