/**
 * The VAT factor of a VAT rate: 1 + rate / 100 (25 → 1.25). The rate is a percentage.
 */
export function vatFactor(rate: number): number {
  return 1 + rate / 100;
}
