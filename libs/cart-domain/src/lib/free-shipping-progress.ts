import { freeShippingLeft } from '@nordshop/coupon-engine';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';

/** How far the goods are from free shipping on a storefront. */
export interface FreeShippingProgress {
  /** What the goods still lack, minor units incl. VAT, >= 0; 0 once shipping is free. */
  readonly left: number;
  /** The storefront's threshold, minor units incl. VAT (libs/locale-config `freeShippingFrom`). */
  readonly threshold: number;
  /** How much of the way the goods are, 0..1 (1 once shipping is free). */
  readonly share: number;
}

/**
 * The drawer's progress towards free shipping, by the rule checkout prices shipping with
 * (coupon-engine `freeShippingLeft`): measured on the goods total after every discount and the
 * customer's credit (`PricedCart.total`, minor units incl. VAT), against the storefront's one
 * threshold.
 */
export function freeShippingProgress(goodsTotal: number, locale: LocaleCode): FreeShippingProgress {
  const threshold = STOREFRONTS[locale].freeShippingFrom;
  const left = freeShippingLeft(goodsTotal, threshold);
  return { left, threshold, share: threshold > 0 ? 1 - left / threshold : 1 };
}
