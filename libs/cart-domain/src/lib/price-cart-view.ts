import {
  discountSources,
  priceCart,
  selectTierPrice,
  type CartLineInput,
  type DiscountSources,
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
  /** Who gave what of `totals.discount`: each held coupon (0 when it counts nowhere), the customer's percentages, the credit. */
  readonly sources: DiscountSources;
}

/** What the view prices: the lines, the coupons and the customer's personal percentages. */
export type PricedCartSource = Pick<CartContext, 'items' | 'coupons'> &
  Partial<Pick<CartContext, 'customerCategoryDiscounts'>>;

function engineLine(line: CartLineItem): CartLineInput {
  return {
    sku: line.sku,
    quantity: line.quantity,
    price: selectTierPrice(line.pricing, line.quantity) ?? line.ordinary_price,
    pricing: line.pricing,
    group_id: line.group_id,
    discount_category: line.discount_category,
    categories: line.categories,
    vat: line.vat,
    added_by_coupon: line.added_by_coupon,
  };
}

/**
 * The cart priced by the coupon engine with what the server prices an order with (decision 032):
 * each line from its tier for the quantity, the coupons' rules of the last coupon sync, the
 * customer's credit (the CUSTOMERDISCOUNT entry) and personal category percentages. Each priced
 * line stays paired with its cart line, so two lines of one SKU (a bundle, a subscription, a
 * coupon's gift) keep their own prices.
 */
export function priceCartView(context: PricedCartSource, locale: LocaleCode): PricedCartView {
  const lines = context.items.map(engineLine);
  const customerCategoryDiscounts = context.customerCategoryDiscounts ?? {};
  const totals = priceCart({
    lines,
    coupons: context.coupons,
    fractionDigits: fractionDigitsOf(locale),
    customerCategoryDiscounts,
  });
  // priceCart prices the lines in the order it is given them, one priced line per cart line.
  const paired = context.items.flatMap((line, i) => {
    const priced = totals.lines[i];
    return priced ? [{ line, priced }] : [];
  });
  const sources = discountSources(
    { lines, rules: context.coupons.rules, customerCategoryDiscounts },
    totals,
  );
  return { lines: paired, totals, sources };
}

/** The priced line of the cart line `uuid`; undefined when the cart holds no such line. */
export function pricedLineOf(view: PricedCartView, uuid: string): PricedCartLine | undefined {
  return view.lines.find((entry) => entry.line.uuid === uuid);
}
