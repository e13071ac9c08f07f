import type { OrderItemInput } from '@nordshop/api-contract';
import { productLimit } from '@nordshop/cart-domain';
import { CUSTOMER_DISCOUNT_CODE } from '@nordshop/coupon-engine';
import { DomainError } from '../platform/http/errors';
import { orderConflict } from './order-conflict';
import type { DraftLine } from '../cart/price-cart-lines';
import { priceItems } from '../cart/sync-cart';
import type { CheckoutRequestContext } from './checkout-services';

/** An order line priced by the server, ready to store. Money in minor units incl. VAT. */
export interface PricedOrderLine {
  /** The request field of the line: `items.N`, or `coupons.N` for a gift line the coupon added. */
  readonly field: string;
  readonly productId: number;
  readonly mainProductId: number;
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  /** Tier unit price (campaign and deal included), before discounts. */
  readonly unitPrice: number;
  /** What coupons, customer discounts and credit took off the line. */
  readonly discount: number;
  readonly total: number;
  readonly vat: number;
  /** Days between deliveries when the line is bought as a subscription (subscription_interval), else null. */
  readonly subscriptionDays: number | null;
}

/** The goods of an order priced by the server. */
export interface PricedOrder {
  readonly lines: readonly PricedOrderLine[];
  /** Σ unit price × quantity. */
  readonly subtotal: number;
  /** Σ line discounts. */
  readonly discount: number;
  /** subtotal − discount: what the goods cost, the total free shipping is measured on. */
  readonly goodsTotal: number;
  /** The VAT in goodsTotal. */
  readonly goodsVat: number;
  /** The part of the customer's credit (CUSTOMERDISCOUNT) the order uses. */
  readonly creditUsed: number;
  /**
   * The codes that took something off (held, valid for the cart, minimum spend reached, and the
   * best discount of at least one line or offer), CUSTOMERDISCOUNT when credit was used.
   */
  readonly coupons: readonly string[];
}

const STOCK_NOTICES = new Set(['cart.notice.out_of_stock', 'cart.notice.limited_stock']);

function stockMessage(line: DraftLine): string {
  return line.quantity > 0
    ? `${line.product.sku}: only ${line.quantity} left`
    : `${line.product.sku}: out of stock`;
}

/**
 * Prices an order's items exactly as POST /api/sync-cart does (`priceItems`: tiers, campaigns,
 * the deal, coupons through the coupon engine, the customer's category discounts and credit).
 * Unlike the cart it changes nothing silently, it refuses:
 * - 400 naming `items.N.sku` for a SKU the storefront does not sell, `items.N.quantity` above a per-order maximum;
 * - 409 `coupon_rejected` naming `coupons.N` for a code that is unknown, expired or not applicable
 *   (the reason is the cart's i18n key); a code below its minimum spend is kept and gives nothing;
 * - 409 `out_of_stock` naming `items.N.sku` (or the gift's coupon) for a line stock cannot fill.
 */
export async function priceOrder(
  ctx: CheckoutRequestContext,
  items: readonly OrderItemInput[],
  codes: readonly string[],
): Promise<PricedOrder> {
  const ownCodes = codes.filter((code) => code.toUpperCase() !== CUSTOMER_DISCOUNT_CODE);
  // What an order is charged is exact: its coupons are read fresh (the cart may use the cache).
  const cart = await priceItems(ctx, items, ownCodes, { fresh: true });
  const indexOfItem = new Map(items.map((item, i) => [item, i]));

  const invalid: Record<string, string> = {};
  items.forEach((item, i) => {
    if (!item.added_by_coupon && !cart.lines.some((line) => line.input === item))
      invalid[`items.${i}.sku`] = 'is not a product of this storefront';
  });
  const fieldOf = (line: DraftLine): string => {
    const index = indexOfItem.get(line.input);
    return index !== undefined
      ? `items.${index}`
      : `coupons.${codes.findIndex((code) => code.toUpperCase() === line.input.added_by_coupon)}`;
  };
  const stock: Record<string, string> = {};
  for (const line of cart.lines) {
    const field = fieldOf(line);
    const gift = field.startsWith('coupons.');
    if (line.cart_notice === 'cart.notice.max_quantity' && line.adjusted_quantity !== null) {
      invalid[gift ? field : `${field}.quantity`] =
        `one order may hold at most ${productLimit(line.product)} of ${line.product.sku} in all its lines`;
    } else if (
      line.cart_notice !== null &&
      STOCK_NOTICES.has(line.cart_notice) &&
      line.adjusted_quantity !== null
    ) {
      stock[gift ? field : `${field}.sku`] = stockMessage(line);
    }
  }
  if (
    Object.keys(invalid).length === 0 &&
    !cart.lines.some((line) => !line.input.added_by_coupon)
  ) {
    invalid['items'] = 'holds no product of this storefront';
  }
  if (Object.keys(invalid).length > 0)
    throw new DomainError(
      'invalid_data',
      `Invalid body: ${Object.keys(invalid).join(', ')}`,
      invalid,
    );

  const rejected: Record<string, string> = {};
  codes.forEach((code, i) => {
    if (code.toUpperCase() === CUSTOMER_DISCOUNT_CODE) return;
    const upper = code.trim().toUpperCase();
    const result = cart.results.find((r) => r.code === upper);
    const refused = cart.refused.find((r) => r.code === upper);
    if (refused) rejected[`coupons.${i}`] = `coupon.rejected.${refused.reason}`;
    else if (!result) rejected[`coupons.${i}`] = 'coupon.rejected.missing';
    else if (!result.applied)
      rejected[`coupons.${i}`] = `coupon.rejected.${result.reason ?? 'notApplicable'}`;
  });
  if (Object.keys(rejected).length > 0) {
    throw orderConflict(
      'coupon_rejected',
      `These coupons cannot be used: ${Object.keys(rejected)
        .map((k) => codes[Number(k.split('.')[1])])
        .join(', ')}`,
      rejected,
    );
  }
  if (Object.keys(stock).length > 0) throw outOfStock(stock);

  const lines = cart.lines.map((line, i): PricedOrderLine => {
    const priced = cart.priced.lines[i];
    if (!priced) throw new Error('the coupon engine priced fewer lines than it was given');
    return {
      field: fieldOf(line),
      productId: line.product.id,
      mainProductId: line.product.main_id,
      sku: line.product.sku,
      name: line.product.name,
      quantity: priced.quantity,
      unitPrice: priced.unitPrice,
      discount: priced.discount,
      total: priced.lineTotal,
      vat: line.product.vat,
      subscriptionDays: line.input.subscription_interval?.days ?? null,
    };
  });
  // A coupon held but beaten on every line by a better discount took nothing off: not listed.
  const applied = cart.sources.coupons
    .filter((coupon) => coupon.amount > 0)
    .map((coupon) => coupon.code);
  return {
    lines,
    subtotal: cart.priced.subtotal,
    discount: cart.priced.discount,
    goodsTotal: cart.priced.total,
    goodsVat: cart.priced.vat,
    creditUsed: cart.priced.customerDiscount,
    coupons: cart.priced.customerDiscount > 0 ? [...applied, CUSTOMER_DISCOUNT_CODE] : applied,
  };
}

/** The 409 of lines stock cannot fill; `fields` maps each line's field to `<sku>: out of stock` or `only N left`. */
export function outOfStock(fields: Readonly<Record<string, string>>): DomainError {
  const skus = Object.values(fields).map((message) => message.split(':')[0]);
  return orderConflict('out_of_stock', `Out of stock: ${skus.join(', ')}`, fields);
}
