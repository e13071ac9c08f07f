import type { CartLineItem, CartContext } from '@nordshop/cart-domain';
import { priceCart, selectTierPrice, type PricedCart } from '@nordshop/coupon-engine';
import { currencyDigits, type LocaleCode } from '@nordshop/locale-config';

/**
 * The cart as the drawer shows it, priced by the coupon engine (the same engine the server uses):
 * each line from its tier for the quantity, then the coupons the cart holds.
 */
export function priceCartView(
  context: Pick<CartContext, 'items' | 'coupons'>,
  locale: LocaleCode,
): PricedCart {
  return priceCart({
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
    fractionDigits: currencyDigits(locale) === 0 ? 0 : 2,
  });
}
