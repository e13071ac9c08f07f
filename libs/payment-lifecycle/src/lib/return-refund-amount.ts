/** An order line as sold, and how many of its units a return sends back. */
export interface ReturnedLine {
  /** Unit price as sold, minor units incl. VAT, integer >= 0. */
  readonly price: number;
  /** Units ordered, integer > 0. */
  readonly quantity: number;
  /** The discount on the whole line, minor units incl. VAT, integer >= 0. */
  readonly discount: number;
  /** Units the return sends back, integer 0..quantity. */
  readonly returned: number;
}

/**
 * What a return gives back: its units' share of the line's total after discounts,
 * (price × quantity − discount) × returned / quantity, rounded to whole minor units (halves up).
 * Returning every unit gives back the whole line total; the shares of returns of one line never
 * add up to more than it by more than their rounding.
 */
export function returnRefundAmount(line: ReturnedLine): number {
  const total = line.price * line.quantity - line.discount;
  return Math.round((total * line.returned) / line.quantity);
}
