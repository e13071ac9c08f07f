import type { PaymentMethod, ShippingMethod } from '@nordshop/api-contract';
import { shownTotals, type PricedCartView } from '@nordshop/cart-domain';

/** The summary of the checkout in the display mode, minor units (spec section 9). */
export interface CheckoutTotals {
  /** The lines before discounts. */
  readonly subtotal: number;
  /** What coupons, customer discounts and credit took off the lines, >= 0. */
  readonly discount: number;
  /** The chosen shipping method's price; 0 when none is chosen or it is free. */
  readonly shipping: number;
  /** The chosen payment method's fee; 0 when none is chosen or it has none. */
  readonly paymentFee: number;
  /** subtotal − discount + shipping + paymentFee. */
  readonly total: number;
  /** The VAT in the total including VAT (the same in both modes). */
  readonly vat: number;
}

/** What the shopper chose that costs: the shipping and payment methods, and the fees' VAT rate. */
export interface CheckoutCharges {
  readonly shipping: Pick<ShippingMethod, 'price' | 'vat'> | undefined;
  readonly payment: Pick<PaymentMethod, 'fee'> | undefined;
  /** The storefront's standard VAT rate, percent: the payment fee's rate, and shipping's when it names none. */
  readonly feeVat: number;
}

/**
 * The order total the checkout shows: the priced cart with the shipping price and the payment fee
 * added, including VAT, or excluding it with every amount divided by its own VAT factor (the same
 * rule as the drawer's totals, `shownTotals`).
 */
export function checkoutTotals(
  view: Pick<PricedCartView, 'totals'>,
  includeVat: boolean,
  charges: CheckoutCharges,
): CheckoutTotals {
  const totals = shownTotals(view.totals, includeVat, [
    { amount: charges.shipping?.price ?? 0, vat: charges.shipping?.vat ?? charges.feeVat },
    { amount: charges.payment?.fee ?? 0, vat: charges.feeVat },
  ]);
  const [shipping = 0, paymentFee = 0] = totals.charges;
  return {
    subtotal: totals.subtotal,
    discount: totals.discount,
    shipping,
    paymentFee,
    total: totals.total,
    vat: totals.vat,
  };
}
