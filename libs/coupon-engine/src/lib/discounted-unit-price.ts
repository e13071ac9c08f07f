import { currencyStep, type FractionDigits } from '@nordshop/locale-config';
import { applyPercentage, roundToStep } from './money';

/**
 * What one unit of `price` (minor units incl. VAT, >= 0) costs with `percentage` percent off,
 * rounded as `priceCart` rounds a line's `discountedUnitPrice` (half up to the currency's step):
 * the price a tier hint states for a line that has a discount.
 */
export function discountedUnitPrice(
  price: number,
  percentage: number,
  fractionDigits: FractionDigits,
): number {
  const step = currencyStep(fractionDigits);
  return applyPercentage(roundToStep(price, step), percentage, step);
}
