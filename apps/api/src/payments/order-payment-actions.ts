import {
  capturableAmount,
  failureCount,
  paymentLedgerFrom,
  refundableAmount,
  returnRefundAmount,
  type PaymentEventKind,
  type PaymentLedger,
} from '@nordshop/payment-lifecycle';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { giveBackOrder } from '../orders/give-back-order';
import { writeOrderMessage } from '../orders/order-messages';
import { writeOrderEvents } from '../orders/order-webhook-events';
import { writeReturnMessage } from '../returns/return-messages';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { orderLines, orders, payments, returns } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import { log } from '../platform/telemetry/log';
import type { PaymentServices } from './payment-services';
import {
  PaymentProviderError,
  type HostedModification,
  type HostedPayment,
  type HostedPaymentGateway,
} from './hosted-payment';
import { paymentUnavailable } from './hosted-payment-provider';
import { recordPaymentReports } from './record-payment-reports';
import { hostedPaymentOf, storedPayment, type StoredPayment } from './stored-payment';

/**
 * Records a change staff made (the audit), in the transaction `tx` of the change: the status
 * before and after. Called only when something changed.
 */
export type ChangeAudit = (tx: Db, before: string, after: string) => Promise<void>;

/** The payment's ledger as stored. */
const ledgerOf = (payment: StoredPayment): PaymentLedger => paymentLedgerFrom(payment.ledger);

/**
 * The order's payment at a provider (whether or not the shopper finished its page), or undefined
 * for an order paid by the shop's own methods (invoice, prepayment).
 */
const paymentOfOrder = (db: Db, orderId: number): Promise<StoredPayment | undefined> =>
  storedPayment(db, eq(payments.orderId, orderId));

/** The order's status, or a 404. */
async function orderStatusOf(db: Db, orderId: number): Promise<string> {
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new DomainError('not_found', 'There is no such order');
  return order.status;
}

/**
 * A change staff asked of a provider: one the provider cannot take now is a 503; one it does not
 * accept (a 4xx, with its error code) is a 409 naming the code, for staff to read.
 */
async function askForChange<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    if (typeof err.problem === 'number' && err.problem >= 400 && err.problem < 500) {
      log('warn', 'payment change refused by the provider', {
        provider: err.provider,
        status: err.problem,
        ...(err.code ? { code: err.code } : {}),
      });
      throw new DomainError(
        'conflict',
        `${err.provider} did not accept the change (${err.problem}${err.code ? ` ${err.code}` : ''})`,
      );
    }
    throw paymentUnavailable(err.provider, err.problem, err.code);
  }
}

/** Asks the payment's provider for a change and counts it as the provider's report once it is done. */
async function modify(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  row: StoredPayment,
  kind: PaymentEventKind,
  amount: number,
  call: (gateway: HostedPaymentGateway, payment: HostedPayment) => Promise<HostedModification>,
): Promise<void> {
  const gateway = services.paymentGateway(row.provider);
  if (!gateway) throw paymentUnavailable(row.provider, 'not configured');
  const modification = await askForChange(() => call(gateway, hostedPaymentOf(row)));
  // A change the provider only received is counted when it reports it done (its webhook).
  if (modification.done)
    await recordPaymentReports(db, row.provider, [
      { reference: row.reference ?? '', event: { id: modification.eventId, kind, amount } },
    ]);
}

/**
 * Ships an order: an order paid through a provider has what is reserved and not yet taken
 * captured first (manual capture: the money is taken when the goods leave, as card schemes and
 * Klarna ask); one whose money went with the authorization (automatic capture, iDEAL, Swish) is
 * captured nothing more. Then the order is `shipped` with its carrier and tracking number. A
 * capture the provider refuses or cannot take leaves the order unshipped. 409 for an order that is
 * not paid or authorized.
 */
export async function shipOrder(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  orderId: number,
  tracking: { readonly carrier: string; readonly number: string },
  audit?: ChangeAudit,
): Promise<void> {
  const status = await orderStatusOf(db, orderId);
  const payment = await paymentOfOrder(db, orderId);
  // An order paid through a provider ships once the provider has approved its payment; one
  // paid by invoice or transfer ships pending (the invoice goes with it).
  const shippable = payment ? ['authorized', 'paid'] : ['pending', 'paid'];
  if (!shippable.includes(status) || (payment && !['authorized', 'paid'].includes(payment.state)))
    throw new DomainError('conflict', `An order that is ${status} cannot ship`);
  if (payment && payment.state === 'authorized') {
    const amount = capturableAmount(ledgerOf(payment));
    if (amount > 0)
      await modify(db, services, payment, 'captured', amount, (gateway, p) =>
        gateway.capture(p, amount),
      );
  }
  await db.transaction(async (tx) => {
    const shipped = await tx
      .update(orders)
      .set({
        status: 'shipped',
        trackingCarrier: tracking.carrier,
        trackingNumber: tracking.number,
      })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'authorized', 'paid'])))
      .returning({ id: orders.id });
    if (shipped.length === 0) return;
    await writeOrderMessage(
      tx,
      orderId,
      { from: status, to: 'shipped', awaitsPaymentPage: false },
      { carrier: tracking.carrier, trackingNumber: tracking.number },
    );
    await audit?.(tx, status, 'shipped');
  });
}

/**
 * Cancels an order here, in one statement with the check `condition` (its status, and that no
 * provider approved a payment meanwhile); its units back. Raw SQL on purpose (decision 022): the
 * check and the update are one statement, so a report counted meanwhile cannot slip between them.
 */
async function cancelHere(
  db: Db,
  orderId: number,
  condition: SQL,
  change: { readonly from: string; readonly awaitsPaymentPage: boolean },
  audit: ChangeAudit | undefined,
) {
  const cancelled = await db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`update orders set status = 'cancelled' where id = ${orderId} and ${condition}
          returning id`,
    );
    if (rows.length === 0) return false;
    await giveBackOrder(tx, orderId);
    await writeOrderEvents(tx, orderId, { ...change, to: 'cancelled' });
    await audit?.(tx, change.from, 'cancelled');
    return true;
  });
  if (!cancelled)
    throw new DomainError('conflict', 'The order changed while it was cancelled; try again');
}

/**
 * Cancels an order that has not shipped. Money taken for it (automatic capture, a one-phase
 * method) is refunded at its provider, and the order is cancelled at once: its goods never left,
 * and the refund's report completes the payment (a refund that fails sets the order to
 * `refund_failed`). A reservation is released at its provider first (its report cancels the
 * order). An order paid offline, or whose shopper never finished the provider's page, is cancelled
 * here. Either way the order gives back its units, the credit it used and the subscriptions it
 * started (giveBackOrder). 409 for an order that shipped, was delivered or is already cancelled or
 * refunded.
 */
export async function cancelOrder(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  orderId: number,
  audit?: ChangeAudit,
): Promise<void> {
  const status = await orderStatusOf(db, orderId);
  if (!['pending', 'authorized', 'paid'].includes(status))
    throw new DomainError('conflict', `An order that is ${status} cannot be cancelled`);
  const payment = await paymentOfOrder(db, orderId);
  const refundable = payment ? refundableAmount(ledgerOf(payment)) : 0;
  if (payment && refundable > 0) {
    await modify(db, services, payment, 'refunded', refundable, (gateway, p) =>
      gateway.refund(p, refundable, 'cancel'),
    );
    // The refund's report may have come first and made the order `refunded`.
    return cancelHere(
      db,
      orderId,
      sql`status in ('authorized', 'paid', 'refunded')`,
      { from: status, awaitsPaymentPage: false },
      audit,
    );
  }
  // A reservation, or an order Klarna placed and still reviews: released at the provider (its
  // report cancels the order).
  const reserved =
    payment?.state === 'authorized' || (payment?.state === 'pending' && payment.reference);
  if (payment && reserved) {
    await modify(db, services, payment, 'cancelled', 0, (gateway, p) => gateway.cancel(p));
    // The provider's report (at once, or later by its webhook) cancels the order.
    const after = await orderStatusOf(db, orderId);
    if (audit && after !== status) await db.transaction((tx) => audit(tx, status, after));
    return;
  }
  // In one statement with the check that no provider has approved a payment of the order
  // meanwhile (a webhook may count one at any time): such an order is released at its provider.
  await cancelHere(
    db,
    orderId,
    sql`status in ('pending', 'paid')
        and not exists (select 1 from payments p where p.order_id = ${orderId}
                        and p.state not in ('pending', 'failed', 'cancelled'))`,
    // An order whose shopper never finished the provider's page was never placed.
    { from: status, awaitsPaymentPage: payment !== undefined },
    audit,
  );
}

/**
 * Refunds a return: its share of the order line goes back through the provider that took the
 * payment (never more than is left of what was taken, automatic captures included), and the return
 * is `refunded`. An order paid offline (invoice, prepayment) is paid back by the shop's accounts,
 * so only its return's status changes. 409 for a return already refunded or rejected, or of an
 * order whose provider has taken nothing yet.
 */
export async function refundReturn(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  returnId: number,
  audit?: ChangeAudit,
): Promise<{ readonly amount: number; readonly orderId: number }> {
  const [row] = await db
    .select({
      orderId: returns.orderId,
      status: returns.status,
      price: orderLines.price,
      quantity: orderLines.quantity,
      discount: orderLines.discount,
      returned: returns.quantity,
    })
    .from(returns)
    .innerJoin(orderLines, eq(orderLines.id, returns.orderLineId))
    .where(eq(returns.id, returnId));
  if (!row) throw new DomainError('not_found', 'There is no such return');
  if (row.status === 'refunded' || row.status === 'rejected')
    throw new DomainError('conflict', `A return that is ${row.status} cannot be refunded`);
  const payment = await paymentOfOrder(db, row.orderId);
  const refundable = payment ? refundableAmount(ledgerOf(payment)) : 0;
  if (payment && refundable <= 0)
    throw new DomainError(
      'conflict',
      'Nothing was taken for this order yet: cancel the order or ship it before refunding',
    );
  const amount = payment ? Math.min(returnRefundAmount(row), refundable) : returnRefundAmount(row);
  if (payment && amount > 0)
    await modify(db, services, payment, 'refunded', amount, (gateway, p) =>
      gateway.refund(p, amount, `return-${returnId}`),
    );
  await db.transaction(async (tx) => {
    await tx.update(returns).set({ status: 'refunded' }).where(eq(returns.id, returnId));
    await writeReturnMessage(tx, 'refund-made', row.orderId, [returnId], { amount });
    await audit?.(tx, row.status, 'refunded');
  });
  return { amount, orderId: row.orderId };
}

/**
 * Captures again what a failed or refused capture did not take (staff, after `capture_failed`),
 * with a new idempotency key (the provider answers a key it saw with its first answer). 409 when
 * nothing is left to capture.
 */
export async function capturePayment(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  orderId: number,
): Promise<{ readonly amount: number }> {
  await orderStatusOf(db, orderId);
  const payment = await paymentOfOrder(db, orderId);
  const amount = payment ? capturableAmount(ledgerOf(payment)) : 0;
  if (!payment || amount <= 0)
    throw new DomainError('conflict', 'Nothing of this order is left to capture');
  await modify(db, services, payment, 'captured', amount, (gateway, p) =>
    gateway.capture(p, amount),
  );
  return { amount };
}

/**
 * Records that staff handled every failure the order's payment counted so far (paid back by other
 * means, defended or accepted a chargeback, collected the money otherwise): the payment leaves the
 * staff list and the order goes back to the status its money gives. A later failure needs them
 * again. 409 for an order whose payment needs nothing.
 */
export async function paymentHandled(
  db: Db,
  orderId: number,
): Promise<{ readonly failures: number }> {
  await orderStatusOf(db, orderId);
  const payment = await paymentOfOrder(db, orderId);
  const ledger = payment ? ledgerOf(payment) : undefined;
  const failures = ledger ? failureCount(ledger) : 0;
  if (!payment || !ledger || failures <= ledger.handled)
    throw new DomainError('conflict', 'The payment of this order needs nothing from staff');
  await recordPaymentReports(db, payment.provider, [
    {
      reference: payment.reference ?? '',
      merchantReference: payment.merchantReference,
      event: { id: `staff:handled:${payment.id}:${failures}`, kind: 'handled', amount: failures },
    },
  ]);
  return { failures };
}
