import type { LocaleCode } from '@nordshop/locale-config';

/**
 * Goods total incl. VAT (after discounts) from which standard shipping is free, minor units: the
 * cart-header widget's promise (sv and no 499 kr, da 399 kr, fi and nl 45 €).
 */
export const FREE_SHIPPING_FROM: Readonly<Record<LocaleCode, number>> = {
  sv: 49_900,
  no: 49_900,
  da: 39_900,
  fi: 4_500,
  nl: 4_500,
};

/** The price of a method with free shipping: 0 once the goods total reaches the storefront's threshold. */
export function priceWithFreeShipping(price: number, subtotal: number, locale: LocaleCode): number {
  return subtotal >= FREE_SHIPPING_FROM[locale] ? 0 : price;
}
