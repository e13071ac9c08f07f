import { MINOR_UNITS_PER_MAJOR } from './currency-digits';
import { roundHalfAwayFromZero } from './round-half-away-from-zero';

/**
 * The price sent to analytics, in major units (kronor, euros) with at most 2 decimals (spec
 * section 9): the price as it is when the shopper sees prices including VAT, else divided by
 * max(VAT factor, 1), so a negative rate never raises it. `minor` is a price including VAT in
 * minor units, `rate` a percentage. `trackingPrice(12900, 25, false)` is 103.2.
 */
export function trackingPrice(minor: number, rate: number, shownIncludingVat: boolean): number {
  const price = shownIncludingVat ? minor : (minor * 100) / Math.max(100 + rate, 100);
  return roundHalfAwayFromZero(price) / MINOR_UNITS_PER_MAJOR;
}
