import { currencyDigits } from './currency-digits';
import { roundHalfAwayFromZero } from './round-half-away-from-zero';
import type { LocaleCode } from './storefronts';

/**
 * The shop's money rules on amounts in minor units (öre, øre, cents): how VAT splits an amount
 * including VAT, and the step the pricing engine rounds prices including VAT to. A VAT `rate` is
 * a percentage (25 means 25 %).
 *
 * Rounding, per function:
 * - {@link exVatPrice}: half away from zero (`roundHalfAwayFromZero`), for refunds (negative
 *   amounts) too.
 * - {@link vatInAmount}: `Math.round`, halves toward +∞. For the amounts it is given (non-negative
 *   integers: discounts, credit, fees, line totals) that is the same as half away from zero; the
 *   two differ only on a negative amount whose VAT is an exact half (-2.5 → -2, not -3).
 */

/** Decimals of a price including VAT the pricing engine works to: 0 (SEK, NOK, DKK) or 2 (EUR). */
export type FractionDigits = 0 | 2;

/**
 * The pricing engine's {@link FractionDigits} of a storefront: 0 where prices are whole kronor
 * (sv, no, da), 2 where they are euros and cents (fi, nl). Follows `currencyDigits(locale)`.
 */
export function fractionDigitsOf(locale: LocaleCode): FractionDigits {
  return currencyDigits(locale) === 0 ? 0 : 2;
}

/** Minor units per rounding step: 100 for 0 digits (whole kronor), 1 for 2 digits (cents). */
export function currencyStep(fractionDigits: FractionDigits): number {
  return fractionDigits === 0 ? 100 : 1;
}

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

/**
 * The VAT contained in an amount including VAT: amount × rate / (100 + rate), rounded to whole
 * minor units with `Math.round` (halves up). `vatInAmount(12500, 25)` is 2500. `amount` in minor
 * units, >= 0 (the rounding equals half away from zero there, see above); `rate` a percentage
 * >= 0. For the storefronts' rates, `exVatPrice(a, rate) + vatInAmount(a, rate)` is `a`.
 */
export function vatInAmount(amount: number, rate: number): number {
  return Math.round((amount * rate) / (100 + rate));
}

/** An amount including VAT and its VAT rate (percent). */
export interface AmountAtRate {
  /** Minor units incl. VAT, >= 0. */
  readonly amount: number;
  /** VAT rate, percent (25 means 25 %). */
  readonly rate: number;
}

/**
 * The VAT an order holds per rate, highest rate first, as an order's VAT total is made: each
 * goods line's VAT is its total less {@link exVatPrice} (as the pricing engine splits it), and
 * each fee's (shipping, payment) is {@link vatInAmount}. The amounts add up to the order's VAT
 * total. Rates without VAT (0 %) and without amounts are left out.
 */
export function vatByRate(
  lines: readonly AmountAtRate[],
  fees: readonly AmountAtRate[],
): { readonly rate: number; readonly amount: number }[] {
  const byRate = new Map<number, number>();
  const add = (rate: number, vat: number) => byRate.set(rate, (byRate.get(rate) ?? 0) + vat);
  for (const line of lines) add(line.rate, line.amount - exVatPrice(line.amount, line.rate));
  for (const fee of fees) add(fee.rate, vatInAmount(fee.amount, fee.rate));
  return [...byRate]
    .filter(([rate, amount]) => rate !== 0 && amount !== 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, amount]) => ({ rate, amount }));
}
