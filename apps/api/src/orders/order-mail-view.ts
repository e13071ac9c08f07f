import type { Order } from '@nordshop/api-contract';
import {
  STOREFRONTS,
  addBusinessDays,
  localDate,
  vatByRate,
  type LocaleCode,
} from '@nordshop/locale-config';
import type { MailOrder } from '@nordshop/mail-templates';

/**
 * An order as its e-mails show it: the stored order (never priced again), its VAT per rate as the
 * order's VAT total was made (the goods lines at their rates, shipping and the payment fee at the
 * storefront's standard rate), and its delivery estimate: the shipping method's business days
 * from the day it was placed, in the storefront's time zone.
 */
export function mailOrderOf(order: Order, locale: LocaleCode): MailOrder {
  const standardRate = STOREFRONTS[locale].standardVatRate;
  const placed = localDate(new Date(order.created_at), locale);
  const days = order.shipping.delivery_days;
  const point = order.shipping.service_point;
  return {
    id: order.id,
    placedAt: order.created_at,
    currency: order.currency,
    customerName: order.name,
    companyName: order.company?.name ?? null,
    lines: order.lines.map((line) => ({
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      discount: line.discount,
      total: line.total,
      vatRate: line.vat,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    coupons: order.coupons,
    shippingName: order.shipping.name,
    shippingPrice: order.shipping.price,
    paymentName: order.payment.name,
    paymentFee: order.payment.fee,
    total: order.total,
    vatTotal: order.vat_total,
    vat: vatByRate(
      order.lines.map((line) => ({ amount: line.total, rate: line.vat })),
      [
        { amount: order.shipping.price, rate: standardRate },
        { amount: order.payment.fee, rate: standardRate },
      ],
    ),
    address: [
      ...(order.company ? [order.company.name] : []),
      order.name,
      order.address.street,
      `${order.address.postal_code} ${order.address.city}`,
    ].filter((line) => line.trim() !== ''),
    servicePoint: point
      ? `${point.name}, ${point.street}, ${point.postal_code} ${point.city}`
      : null,
    delivery: days
      ? { from: addBusinessDays(placed, days.min), to: addBusinessDays(placed, days.max) }
      : null,
  };
}
