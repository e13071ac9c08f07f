import {
  priceCart,
  selectTierPrice,
  type PricedCart,
  type PricedLine,
} from '@nordshop/coupon-engine';
import { fractionDigitsOf, type LocaleCode } from '@nordshop/locale-config';
import type { CartContext } from './cart-context';
import type { CartLineItem } from './cart-line-item';

/** A cart line with its prices. The cart may hold several lines of one SKU; `line.uuid` tells them apart. */
export interface PricedCartLine {
  readonly line: CartLineItem;
  readonly priced: PricedLine;
}

/** The cart as the drawer and the checkout show it: each line with its own prices, and the totals. */
export interface PricedCartView {
  /** The cart's lines in cart order, each paired with its own prices. */
  readonly lines: readonly PricedCartLine[];
  /** The coupon engine's priced cart; amounts in minor units incl. VAT unless named ex VAT. */
  readonly totals: PricedCart;
}

/**
 * The cart priced by the coupon engine (the same engine the server uses): each line from its tier
 * for the quantity, then the coupons the cart holds. Each priced line stays paired with its cart
 * line, so two lines of one SKU (a bundle, a subscription, a coupon's gift) keep their own prices.
 */
export function priceCartView(
  context: Pick<CartContext, 'items' | 'coupons'>,
  locale: LocaleCode,
): PricedCartView {
  const totals = priceCart({
    lines: context.items.map((line: CartLineItem) => ({
      sku: line.sku,
      quantity: line.quantity,
      price: selectTierPrice(line.pricing, line.quantity) ?? line.ordinary_price,
      pricing: line.pricing,
      group_id: line.group_id,
      discount_category: line.discount_category,
      categories: line.categories,
      vat: line.vat,
    })),
    coupons: context.coupons,
    fractionDigits: fractionDigitsOf(locale),
  });
  // priceCart prices the lines in the order it is given them, one priced line per cart line.
  const lines = context.items.flatMap((line, i) => {
    const priced = totals.lines[i];
    return priced ? [{ line, priced }] : [];
  });
  return { lines, totals };
}

/** The priced line of the cart line `uuid`; undefined when the cart holds no such line. */
export function pricedLineOf(view: PricedCartView, uuid: string): PricedCartLine | undefined {
  return view.lines.find((entry) => entry.line.uuid === uuid);
}
