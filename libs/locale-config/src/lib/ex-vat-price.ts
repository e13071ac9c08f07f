import { roundHalfAwayFromZero } from './round-half-away-from-zero';

/**
 * A price including VAT, less its VAT: the price divided by the VAT factor (spec section 9),
 * rounded to whole minor units, halves away from zero. `exVatPrice(12900, 25)` is 10320.
 * Both prices in minor units; `rate` is a percentage above -100. For rate >= 0 the result is
 * never larger in size than the price.
 */
export function exVatPrice(minor: number, rate: number): number {
  // One division (minor * 100 / (100 + rate)) rounds less than dividing by the factor 1 + rate/100.
  return roundHalfAwayFromZero((minor * 100) / (100 + rate));
}
