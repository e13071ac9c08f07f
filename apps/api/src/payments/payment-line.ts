import { vatInAmount } from '@nordshop/locale-config';
import type { HostedPaymentLine } from './hosted-payment';

/** What a line of an order is, before a provider lists it. */
export interface PaymentLineInput {
  /** The SKU, or `shipping` / `payment-fee`. */
  readonly reference: string;
  readonly name: string;
  readonly kind: HostedPaymentLine['kind'];
  /** How many units; default 1. */
  readonly quantity?: number;
  /** The price of one unit incl. VAT before discounts, minor units. */
  readonly unitPrice: number;
  /** What the line costs incl. VAT after discounts, minor units; default unitPrice × quantity. */
  readonly total?: number;
  /** The VAT rate in percent (25, 25.5). */
  readonly vatRate: number;
}

/**
 * An order's line as a payment provider lists it: the VAT rate in basis points, the discount what
 * the total is below unitPrice × quantity (so totalAmount = unitPrice × quantity − totalDiscount,
 * as Klarna checks), and the VAT in the total.
 */
export function paymentLineOf(line: PaymentLineInput): HostedPaymentLine {
  const quantity = line.quantity ?? 1;
  const total = line.total ?? line.unitPrice * quantity;
  return {
    reference: line.reference,
    name: line.name,
    kind: line.kind,
    quantity,
    unitPrice: line.unitPrice,
    taxRate: Math.round(line.vatRate * 100),
    totalAmount: total,
    totalDiscount: line.unitPrice * quantity - total,
    totalTax: vatInAmount(total, line.vatRate),
  };
}
