import type { Order, PaymentMethod, ShippingMethod } from '@nordshop/api-contract';
import { shownTotals, type PricedCartView, type ShownTotals } from '@nordshop/cart-domain';
import { exVatPrice } from '@nordshop/locale-config';

/**
 * The summary of a checkout, or of the order it placed, in the display mode, minor units (spec
 * section 9, decision 032). Private: subtotal − discount + shipping + paymentFee = total, of which
 * vat. Company: the same amounts ex VAT add up to `net`, the VAT is added, and `total` is the
 * amount incl. VAT the order charges.
 */
export interface CheckoutTotals {
  /** The display mode the amounts (all but `total`) read in. */
  readonly includeVat: boolean;
  /** The lines before discounts. */
  readonly subtotal: number;
  /** What coupons, customer discounts and credit took off the lines, >= 0. */
  readonly discount: number;
  /** The chosen shipping method's price; 0 when none is chosen or it is free. */
  readonly shipping: number;
  /** The chosen payment method's fee; 0 when none is chosen or it has none. */
  readonly paymentFee: number;
  /** subtotal − discount + shipping + paymentFee: ex VAT in company mode, else the total. */
  readonly net: number;
  /** The VAT in the amount to pay (the same in both modes). */
  readonly vat: number;
  /** The amount to pay, incl. VAT in both modes: what the order charges. */
  readonly total: number;
}

/** What the shopper chose that costs: the shipping and payment methods, and the fees' VAT rate. */
export interface CheckoutCharges {
  readonly shipping: Pick<ShippingMethod, 'price' | 'vat'> | undefined;
  readonly payment: Pick<PaymentMethod, 'fee'> | undefined;
  /** The storefront's standard VAT rate, percent: the payment fee's rate, and shipping's when it names none. */
  readonly feeVat: number;
}

function fromShown(totals: ShownTotals): CheckoutTotals {
  const [shipping = 0, paymentFee = 0] = totals.charges;
  return {
    includeVat: totals.includeVat,
    subtotal: totals.subtotal,
    discount: totals.discount,
    shipping,
    paymentFee,
    net: totals.net,
    vat: totals.vat,
    total: totals.total,
  };
}

/**
 * The order total the checkout shows: the priced cart with the shipping price and the payment fee
 * added, read incl. VAT or ex VAT with every amount divided by its own VAT factor (the same rule
 * as the drawer's totals, `shownTotals`). The amount to pay is what the server will charge.
 */
export function checkoutTotals(
  view: Pick<PricedCartView, 'totals'>,
  includeVat: boolean,
  charges: CheckoutCharges,
): CheckoutTotals {
  return fromShown(
    shownTotals(view.totals, includeVat, [
      { amount: charges.shipping?.price ?? 0, vat: charges.shipping?.vat ?? charges.feeVat },
      { amount: charges.payment?.fee ?? 0, vat: charges.feeVat },
    ]),
  );
}

/**
 * A placed order's summary (the confirmation), by the same rule as the checkout's: its lines as
 * stored (each line's total divided by its own VAT factor ex VAT), its shipping and fee at
 * `feeVat` (the order's storefront's standard rate, which shipping and fees carry). The amount to
 * pay comes out as the order's charged `total` and the VAT as its `vat_total`, in both display
 * modes (the same sums the server stored).
 */
export function orderTotals(
  order: Pick<Order, 'lines' | 'subtotal' | 'discount' | 'shipping' | 'payment'>,
  includeVat: boolean,
  feeVat: number,
): CheckoutTotals {
  let subtotalExVat = 0;
  let total = 0;
  let totalExVat = 0;
  for (const line of order.lines) {
    subtotalExVat += exVatPrice(line.unit_price * line.quantity, line.vat);
    total += line.total;
    totalExVat += exVatPrice(line.total, line.vat);
  }
  return fromShown(
    shownTotals({ subtotal: order.subtotal, subtotalExVat, total, totalExVat }, includeVat, [
      { amount: order.shipping.price, vat: feeVat },
      { amount: order.payment.fee, vat: feeVat },
    ]),
  );
}
