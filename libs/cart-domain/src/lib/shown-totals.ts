import type { PricedCart } from '@nordshop/coupon-engine';
import { exVatPrice } from '@nordshop/locale-config';

/** A charge on top of the goods (shipping, a payment fee): minor units incl. VAT and its VAT rate. */
export interface Charge {
  readonly amount: number;
  /** VAT rate, percent (25 means 25 %). */
  readonly vat: number;
}

/** What {@link shownTotals} reads of priced goods (a priced cart, or a placed order's lines). */
export type PricedGoods = Pick<PricedCart, 'subtotal' | 'subtotalExVat' | 'total' | 'totalExVat'>;

/**
 * The totals of a cart or order as the shop shows them, minor units. The display mode changes how
 * the goods and charges read, never what is to pay:
 * - including VAT (private): subtotal − discount + charges = `net` = `total`, of which `vat`;
 * - excluding VAT (company): subtotal, discount and charges ex VAT (each amount divided by its own
 *   VAT factor, spec section 9), `net` their sum, `vat` added on top, and `total` = net + vat,
 *   the same amount including VAT that is charged.
 * Format the amounts with `formatDisplayPrice(amount, locale, includeVat)`, and `total` with
 * `includeVat` true.
 */
export interface ShownTotals {
  /** The display mode the goods and charges read in. */
  readonly includeVat: boolean;
  /** The lines before discounts. */
  readonly subtotal: number;
  /** What coupons, customer discounts and credit took off the lines, >= 0. */
  readonly discount: number;
  /** Each charge, in the order given. */
  readonly charges: readonly number[];
  /** subtotal − discount + charges: the total excluding VAT in company mode, the total in private mode. */
  readonly net: number;
  /** The VAT in the amount to pay (the same in both modes). */
  readonly vat: number;
  /** The amount to pay, including VAT in both modes: what the order charges. */
  readonly total: number;
}

/**
 * The totals the drawer, the checkout summary and the confirmation show (one rule for all three,
 * decision 032): the goods' subtotal, discount and total with the charges added, read including
 * VAT or excluding it. Ex VAT the goods are the ex-VAT sums (each line divided by its own VAT
 * factor) and each charge is divided by its own rate; the VAT is what the amount to pay holds
 * beyond the ex-VAT total. The amount to pay is the total including VAT in both modes.
 */
export function shownTotals(
  goods: PricedGoods,
  includeVat: boolean,
  charges: readonly Charge[] = [],
): ShownTotals {
  const chargesInclVat = charges.map((charge) => charge.amount);
  const chargesExVat = charges.map((charge) => exVatPrice(charge.amount, charge.vat));
  const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);
  const total = goods.total + sum(chargesInclVat);
  const totalExVat = goods.totalExVat + sum(chargesExVat);
  const vat = total - totalExVat;
  if (includeVat) {
    return {
      includeVat,
      subtotal: goods.subtotal,
      discount: goods.subtotal - goods.total,
      charges: chargesInclVat,
      net: total,
      vat,
      total,
    };
  }
  return {
    includeVat,
    subtotal: goods.subtotalExVat,
    discount: goods.subtotalExVat - goods.totalExVat,
    charges: chargesExVat,
    net: totalExVat,
    vat,
    total,
  };
}
