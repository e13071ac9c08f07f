import type { PricedCart } from '@nordshop/coupon-engine';
import { exVatPrice } from '@nordshop/locale-config';

/** A charge on top of the goods (shipping, a payment fee): minor units incl. VAT and its VAT rate. */
export interface Charge {
  readonly amount: number;
  /** VAT rate, percent (25 means 25 %). */
  readonly vat: number;
}

/**
 * The totals of a cart in the display mode, minor units: including VAT as priced, or excluding it,
 * each amount being the price divided by its VAT factor (spec section 9, `exVatPrice`). Format
 * them with `formatDisplayPrice`.
 */
export interface ShownTotals {
  /** The lines before discounts. */
  readonly subtotal: number;
  /** What coupons, customer discounts and credit took off the lines, >= 0. */
  readonly discount: number;
  /** Each charge, in the order given. */
  readonly charges: readonly number[];
  /** subtotal − discount + charges. */
  readonly total: number;
  /** The VAT in the total including VAT (the same in both modes). */
  readonly vat: number;
}

/**
 * The totals the drawer and the checkout summary show (one rule for both): the priced cart's
 * subtotal, discount and total with the charges added, including VAT or excluding it. Ex VAT the
 * goods are the engine's ex-VAT sums (each line divided by its own VAT factor) and each charge is
 * divided by its own rate; the VAT is what the total including VAT holds beyond the ex-VAT total.
 */
export function shownTotals(
  priced: Pick<PricedCart, 'subtotal' | 'subtotalExVat' | 'total' | 'totalExVat'>,
  includeVat: boolean,
  charges: readonly Charge[] = [],
): ShownTotals {
  const chargesInclVat = charges.map((charge) => charge.amount);
  const chargesExVat = charges.map((charge) => exVatPrice(charge.amount, charge.vat));
  const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);
  const totalInclVat = priced.total + sum(chargesInclVat);
  const totalExVat = priced.totalExVat + sum(chargesExVat);
  const vat = totalInclVat - totalExVat;
  if (includeVat) {
    return {
      subtotal: priced.subtotal,
      discount: priced.subtotal - priced.total,
      charges: chargesInclVat,
      total: totalInclVat,
      vat,
    };
  }
  return {
    subtotal: priced.subtotalExVat,
    discount: Math.max(0, priced.subtotalExVat - priced.totalExVat),
    charges: chargesExVat,
    total: totalExVat,
    vat,
  };
}
