import { shippingPriceFor } from '@nordshop/coupon-engine';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';

/**
 * Goods total incl. VAT (after discounts) from which standard shipping is free on a storefront,
 * minor units: the storefront's one setting (libs/locale-config `freeShippingFrom`), which every
 * text stating the threshold is filled from as well.
 */
export function freeShippingFrom(locale: LocaleCode): number {
  return STOREFRONTS[locale].freeShippingFrom;
}

/**
 * The price of a method with free shipping: 0 once the goods total reaches the storefront's
 * threshold (coupon-engine `shippingPriceFor`, the rule the cart drawer's progress reads too).
 */
export function priceWithFreeShipping(price: number, subtotal: number, locale: LocaleCode): number {
  return shippingPriceFor(price, subtotal, freeShippingFrom(locale));
}
