import type { PricedOrder } from './price-order';
import type { HostedPaymentLine } from '../payments/hosted-payment';
import { paymentLineOf } from '../payments/payment-line';

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
  ) => (price > 0 ? [paymentLineOf({ reference, name, kind, unitPrice: price, vatRate })] : []);
  return [
    ...priced.lines.map((line) =>
      paymentLineOf({
        reference: line.sku,
        name: line.name,
        kind: 'physical',
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        total: line.total,
        vatRate: line.vat,
      }),
    ),
    ...extra('shipping', 'shipping_fee', shipping.name, shipping.price),
    ...extra('payment-fee', 'surcharge', fee.name, fee.price),
  ];
}
