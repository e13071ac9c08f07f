import type { LocaleCode } from '@nordshop/locale-config';
import type { PaymentEventKind } from '@nordshop/payment-lifecycle';
import { sql } from 'drizzle-orm';
import { giveBackOrder } from '../checkout/give-back-order';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';
import { DomainError } from '../errors';
import type { ApiServices } from '../services';
import type { HostedModification, HostedPayment, HostedPaymentGateway } from './hosted-payment';
import {
  askProvider,
  hostedPaymentOf,
  paymentUnavailable,
  type StoredPaymentRow,
} from './hosted-payment-provider';
import { recordPaymentReports } from './record-payment-reports';

interface PaymentRow extends StoredPaymentRow {
  id: number;
  provider: string;
  locale: LocaleCode;
  state: string;
  authorized: number;
  captured: number;
  refunded: number;
}

/**
 * The order's payment at a provider (whether or not the shopper finished its page), or undefined
 * for an order paid by the shop's own methods (invoice, prepayment).
 */
async function paymentOfOrder(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await queryRows<PaymentRow>(
    db,
    sql`select p.id, p.provider, p.merchant_reference, p.session_id, p.reference, p.amount,
               p.currency, p.lines, o.locale, p.state, p.authorized, p.captured, p.refunded
        from payments p join orders o on o.id = p.order_id
        where p.order_id = ${orderId}
        order by p.id desc limit 1`,
  );
  return row;
}

/** Asks the payment's provider for a change and counts it as the provider's report once it is done. */
async function modify(
  db: Db,
  services: Pick<ApiServices, 'paymentGateway'>,
  row: PaymentRow,
  kind: PaymentEventKind,
  amount: number,
  call: (gateway: HostedPaymentGateway, payment: HostedPayment) => Promise<HostedModification>,
): Promise<void> {
  const gateway = services.paymentGateway(row.provider);
  if (!gateway) throw paymentUnavailable(row.provider, 'not configured');
  const modification = await askProvider(() => call(gateway, hostedPaymentOf(row, row.locale)));
  // A change the provider only received is counted when it reports it done (its webhook).
  if (modification.done)
    await recordPaymentReports(db, row.provider, [
      { reference: row.reference ?? '', event: { id: modification.eventId, kind, amount } },
    ]);
}

/**
 * Ships an order: an order paid through a provider has its authorization captured first (the
 * money is taken when the goods leave, as card schemes and Klarna ask); then the order is
 * `shipped` with its carrier and tracking number. A capture the provider refuses or cannot take
 * leaves the order unshipped. 409 for an order that is not paid or authorized.
 */
export async function shipOrder(
  db: Db,
  services: Pick<ApiServices, 'paymentGateway'>,
  orderId: number,
  tracking: { readonly carrier: string; readonly number: string },
): Promise<void> {
  const [order] = await queryRows<{ status: string }>(
    db,
    sql`select status from orders where id = ${orderId}`,
  );
  if (!order) throw new DomainError('not_found', 'There is no such order');
  const payment = await paymentOfOrder(db, orderId);
  // An order paid through a provider ships once the provider has approved its payment; one
  // paid by invoice or transfer ships pending (the invoice goes with it).
  const shippable = payment ? ['authorized', 'paid'] : ['pending', 'paid'];
  if (
    !shippable.includes(order.status) ||
    (payment && !['authorized', 'paid'].includes(payment.state))
  )
    throw new DomainError('conflict', `An order that is ${order.status} cannot ship`);
  if (payment && payment.state === 'authorized') {
    const amount = payment.authorized - payment.captured;
    await modify(db, services, payment, 'captured', amount, (gateway, p) =>
      gateway.capture(p, amount),
    );
  }
  await db.execute(
    sql`update orders set status = 'shipped', tracking_carrier = ${tracking.carrier},
          tracking_number = ${tracking.number}
        where id = ${orderId} and status in ('pending', 'authorized', 'paid')`,
  );
}

/**
 * Cancels an order that has not shipped: a payment the provider authorized is released there
 * first (its report cancels the order); an order paid offline, or whose shopper never finished the
 * provider's page, is cancelled here. Either way the order gives back its units, the credit it
 * used and the subscriptions it started (giveBackOrder).
 * 409 for an order that shipped, was delivered or is already cancelled or refunded.
 */
export async function cancelOrder(
  db: Db,
  services: Pick<ApiServices, 'paymentGateway'>,
  orderId: number,
): Promise<void> {
  const [order] = await queryRows<{ status: string }>(
    db,
    sql`select status from orders where id = ${orderId}`,
  );
  if (!order) throw new DomainError('not_found', 'There is no such order');
  if (!['pending', 'authorized', 'paid'].includes(order.status))
    throw new DomainError('conflict', `An order that is ${order.status} cannot be cancelled`);
  const payment = await paymentOfOrder(db, orderId);
  if (payment && payment.captured > 0)
    throw new DomainError('conflict', 'Money was taken for this order: refund it instead');
  if (payment && payment.state === 'authorized') {
    await modify(db, services, payment, 'cancelled', 0, (gateway, p) => gateway.cancel(p));
    return;
  }
  // In one statement with the check that no provider has approved a payment of the order
  // meanwhile (a webhook may count one at any time): such an order is released at its provider.
  const cancelled = await db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`update orders set status = 'cancelled'
          where id = ${orderId} and status in ('pending', 'paid')
            and not exists (select 1 from payments p where p.order_id = ${orderId}
                            and p.state in ('authorized', 'paid', 'refunded'))
          returning id`,
    );
    if (rows.length > 0) await giveBackOrder(tx, orderId);
    return rows.length > 0;
  });
  if (!cancelled)
    throw new DomainError('conflict', 'The order changed while it was cancelled; try again');
}

/** What a return gives back: its share of the line's total (after discounts), rounded to minor units. */
export function returnRefundAmount(line: {
  readonly price: number;
  readonly quantity: number;
  readonly discount: number;
  readonly returned: number;
}): number {
  return Math.round(((line.price * line.quantity - line.discount) * line.returned) / line.quantity);
}

/**
 * Refunds a return: its share of the order line goes back through the provider that took the
 * payment (never more than is left of what was captured), and the return is `refunded`. An order
 * paid offline (invoice, prepayment) is paid back by the shop's accounts, so only its return's
 * status changes. 409 for a return already refunded or rejected, or of an order whose provider
 * has taken nothing yet.
 */
export async function refundReturn(
  db: Db,
  services: Pick<ApiServices, 'paymentGateway'>,
  returnId: number,
): Promise<{ readonly amount: number }> {
  const [row] = await queryRows<{
    order_id: number;
    status: string;
    price: number;
    quantity: number;
    discount: number;
    returned: number;
  }>(
    db,
    sql`select r.order_id, r.status, l.price, l.quantity, l.discount, r.quantity as returned
        from returns r join order_lines l on l.id = r.order_line_id where r.id = ${returnId}`,
  );
  if (!row) throw new DomainError('not_found', 'There is no such return');
  if (row.status === 'refunded' || row.status === 'rejected')
    throw new DomainError('conflict', `A return that is ${row.status} cannot be refunded`);
  const payment = await paymentOfOrder(db, row.order_id);
  if (payment && payment.captured - payment.refunded <= 0)
    throw new DomainError(
      'conflict',
      'Nothing was taken for this order yet: cancel the order or ship it before refunding',
    );
  const amount = payment
    ? Math.min(returnRefundAmount(row), payment.captured - payment.refunded)
    : returnRefundAmount(row);
  if (payment && amount > 0)
    await modify(db, services, payment, 'refunded', amount, (gateway, p) =>
      gateway.refund(p, amount, `return-${returnId}`),
    );
  await db.execute(sql`update returns set status = 'refunded' where id = ${returnId}`);
  return { amount };
}
