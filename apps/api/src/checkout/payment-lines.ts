import { vatInAmount } from '@nordshop/locale-config';
import type { PricedOrder } from './price-order';
import type { HostedPaymentLine } from '../payments/hosted-payment';

/** The order's lines as a payment provider lists them: goods, then shipping and the fee when not free. */
export function paymentLines(
  priced: PricedOrder,
  shipping: { name: string; price: number },
  fee: { name: string; price: number },
  vatRate: number,
): HostedPaymentLine[] {
  const extra = (
    reference: string,
    kind: HostedPaymentLine['kind'],
    name: string,
    price: number,
  ) =>
    price > 0
      ? [
          {
            reference,
            name,
            kind,
            quantity: 1,
            unitPrice: price,
            taxRate: Math.round(vatRate * 100),
            totalAmount: price,
            totalDiscount: 0,
            totalTax: vatInAmount(price, vatRate),
          },
        ]
      : [];
  return [
    ...priced.lines.map((line) => ({
      reference: line.sku,
      name: line.name,
      kind: 'physical' as const,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxRate: Math.round(line.vat * 100),
      totalAmount: line.total,
      totalDiscount: line.discount,
      totalTax: vatInAmount(line.total, line.vat),
    })),
    ...extra('shipping', 'shipping_fee', shipping.name, shipping.price),
    ...extra('payment-fee', 'surcharge', fee.name, fee.price),
  ];
}
