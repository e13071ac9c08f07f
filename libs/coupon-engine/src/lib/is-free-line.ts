import type { PricedLine } from './priced-cart';

/**
 * Whether a priced line costs nothing because of its coupons: it has units and a price, and
 * every unit is given away (a gift line of a coupon such as FRIBAND, or the free unit of a
 * buy-x-get-y offer). A line paid for by the customer's credit (`customerDiscount`) is not free.
 */
export function isFreeLine(
  line: Pick<PricedLine, 'quantity' | 'unitPrice' | 'lineTotal' | 'customerDiscount'>,
): boolean {
  return line.quantity > 0 && line.unitPrice > 0 && line.lineTotal + line.customerDiscount === 0;
}
