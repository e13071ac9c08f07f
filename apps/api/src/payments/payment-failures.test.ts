import { describe, expect, it } from 'vitest';
import {
  cancelOrder,
  capturePayment,
  paymentHandled,
  refundReturn,
  shipOrder,
} from './order-payment-actions';
import { paymentsNeedingAttention } from './payment-attention';
import { paymentFailureReports } from './payment-metrics';
import { FAKE_ADYEN_CARDS, type FakeAdyenWebhook } from '../../testing/fake-adyen';
import { payAdyenCard } from '../../testing/hosted-pages';
import { useHostedPayments } from '../../testing/hosted-payments-harness';
import { ORDER_FIXTURES } from '../../testing/order-fixtures';

// Reports of payments going wrong after the shopper paid, as Adyen sends them (Webhooks-v1:
// CAPTURE_FAILED, REFUND_FAILED and REFUNDED_REVERSED with success "true"; the dispute webhooks),
// through the whole shop. Regression: the three failure reports were dropped and chargebacks not
// handled, so an order read paid or refunded while the money had not moved, with a warn log as
// the only trace.
const h = useHostedPayments({ adyenCapture: 'automatic' });

/** A card order paid on Adyen's page (taken at its authorization), with its pspReference. */
async function paidOrder() {
  const order = await h.placed('sv', {
    payment_method_id: 'adyen:card',
    items: [{ uuid: 'line-1', sku: ORDER_FIXTURES.stock.sku, quantity: 1 }],
  });
  const back = await payAdyenCard(order.redirectUrl, FAKE_ADYEN_CARDS.authorised);
  expect(await h.comeBack('sv', back)).toMatchObject({ status: 'paid' });
  await h.settled();
  const psp = (await h.paymentRow(order.order.id))?.reference ?? '';
  return { ...order, psp };
}

/** The counter's value for one kind of failure report. */
async function counted(kind: string): Promise<number> {
  const metric = await paymentFailureReports.get();
  return (
    metric.values.find((v) => v.labels.kind === kind && v.labels.provider === 'adyen')?.value ?? 0
  );
}

/** Posts webhooks Adyen already sent again, as its retry queue does. */
async function replay(webhooks: readonly FakeAdyenWebhook[]) {
  const response = await fetch(`${h.baseUrl()}/api/payments/adyen/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      live: 'false',
      notificationItems: webhooks.map(({ item }) => ({ NotificationRequestItem: item })),
    }),
  });
  expect(await response.text()).toBe('[accepted]');
  await h.settled();
}

/** What the staff list says of an order, or undefined when it is not on it. */
const listed = async (orderId: number) =>
  (await paymentsNeedingAttention(h.db())).find((p) => p.order_id === orderId)?.attention;

describe('each failure report and chargeback', () => {
  it.each([
    {
      name: 'CAPTURE_FAILED of a paid order that has not shipped',
      kind: 'captureFailed',
      act: (o: Awaited<ReturnType<typeof paidOrder>>) => {
        h.adyen().failCapture(o.psp);
        return Promise.resolve();
      },
      state: 'capture_failed',
      status: 'payment_failed',
    },
    {
      name: 'REFUND_FAILED of a shipped order’s return',
      kind: 'refundFailed',
      act: async (o: Awaited<ReturnType<typeof paidOrder>>) => {
        await shipOrder(h.db(), h.gateways(), o.order.id, { carrier: 'postnord-se', number: 'S' });
        await refundReturn(h.db(), h.gateways(), await h.returnOf('sv', o, 1));
        await h.settled();
        h.adyen().failRefund(o.psp, 'REFUND_FAILED');
      },
      state: 'refund_failed',
      status: 'refund_failed',
    },
    {
      name: 'REFUNDED_REVERSED of a cancelled order’s refund',
      kind: 'refundReversed',
      act: async (o: Awaited<ReturnType<typeof paidOrder>>) => {
        await cancelOrder(h.db(), h.gateways(), o.order.id);
        await h.settled();
        h.adyen().failRefund(o.psp, 'REFUNDED_REVERSED');
      },
      state: 'refund_failed',
      status: 'refund_failed',
    },
    {
      name: 'a refund Adyen did not carry out (REFUND success "false")',
      kind: 'refundRefused',
      act: async (o: Awaited<ReturnType<typeof paidOrder>>) => {
        h.adyen().refuseNext('refund');
        await cancelOrder(h.db(), h.gateways(), o.order.id);
      },
      state: 'refund_failed',
      status: 'refund_failed',
    },
    {
      name: 'NOTIFICATION_OF_CHARGEBACK of a shipped order',
      kind: 'disputeNoticed',
      act: async (o: Awaited<ReturnType<typeof paidOrder>>) => {
        await shipOrder(h.db(), h.gateways(), o.order.id, { carrier: 'postnord-se', number: 'S' });
        h.adyen().dispute(o.psp, 'NOTIFICATION_OF_CHARGEBACK');
      },
      state: 'disputed',
      status: 'disputed',
    },
    {
      name: 'CHARGEBACK of a shipped order',
      kind: 'chargedBack',
      act: async (o: Awaited<ReturnType<typeof paidOrder>>) => {
        await shipOrder(h.db(), h.gateways(), o.order.id, { carrier: 'postnord-se', number: 'S' });
        h.adyen().dispute(o.psp, 'CHARGEBACK');
      },
      state: 'disputed',
      status: 'disputed',
    },
  ])('$name moves the ledger and the order, lists it for staff and counts it once', async (c) => {
    const order = await paidOrder();
    const before = await counted(c.kind);
    const from = h.adyen().webhooksSent.length;
    await c.act(order);
    await h.settled();
    const events = await h.eventsOf(order.order.id);
    expect(events.at(-1)).toMatchObject({ kind: c.kind, state: c.state });
    expect(await h.paymentRow(order.order.id)).toMatchObject({
      state: c.state,
      attention: c.state,
    });
    expect(await h.orderStatus(order.order.id)).toBe(c.status);
    expect(await listed(order.order.id)).toBe(c.state);
    expect(await counted(c.kind)).toBe(before + 1);

    // Adyen's retry queue sends the same reports again: nothing changes, nothing is counted.
    await replay(h.adyen().webhooksSent.slice(from));
    expect(await h.eventsOf(order.order.id)).toEqual(events);
    expect(await h.orderStatus(order.order.id)).toBe(c.status);
    expect(await counted(c.kind)).toBe(before + 1);
  });
});

describe('setting a failure right', () => {
  it('captures again with a new idempotency key, and the order is paid once more', async () => {
    const order = await paidOrder();
    h.adyen().failCapture(order.psp);
    await h.settled();
    expect(await h.orderStatus(order.order.id)).toBe('payment_failed');
    // A payment_failed order does not ship.
    await expect(
      shipOrder(h.db(), h.gateways(), order.order.id, { carrier: 'postnord-se', number: 'S' }),
    ).rejects.toThrow(/cannot ship/);
    await capturePayment(h.db(), h.gateways(), order.order.id);
    await h.settled();
    const request = h
      .adyen()
      .requests.filter((r) => r.path.endsWith('/captures'))
      .at(-1);
    expect(request?.headers.get('idempotency-key')).toMatch(/-retry-1$/);
    expect(await h.paymentRow(order.order.id)).toMatchObject({ state: 'paid', attention: null });
    expect(await h.orderStatus(order.order.id)).toBe('paid');
    expect(await listed(order.order.id)).toBeUndefined();
  });

  it('a dispute won puts a shipped order back to shipped by itself', async () => {
    const order = await paidOrder();
    await shipOrder(h.db(), h.gateways(), order.order.id, { carrier: 'postnord-se', number: 'S' });
    h.adyen().dispute(order.psp, 'NOTIFICATION_OF_CHARGEBACK');
    h.adyen().dispute(order.psp, 'CHARGEBACK');
    await h.settled();
    expect(await h.orderStatus(order.order.id)).toBe('disputed');
    // Adyen's CHARGEBACK_REVERSED names no payment: found through the dispute's earlier reports.
    h.adyen().dispute(order.psp, 'CHARGEBACK_REVERSED');
    await h.settled();
    expect(await h.orderStatus(order.order.id)).toBe('shipped');
    expect(await h.paymentRow(order.order.id)).toMatchObject({ state: 'paid', attention: null });
  });

  it('staff who paid a failed refund back another way mark it handled: the order is as it was', async () => {
    const order = await paidOrder();
    await shipOrder(h.db(), h.gateways(), order.order.id, { carrier: 'postnord-se', number: 'S' });
    await refundReturn(h.db(), h.gateways(), await h.returnOf('sv', order, 1));
    await h.settled();
    expect(await h.orderStatus(order.order.id)).toBe('shipped');
    h.adyen().failRefund(order.psp, 'REFUND_FAILED');
    await h.settled();
    expect(await h.orderStatus(order.order.id)).toBe('refund_failed');
    expect(await paymentHandled(h.db(), order.order.id)).toEqual({ failures: 1 });
    expect(await h.orderStatus(order.order.id)).toBe('shipped');
    expect(await listed(order.order.id)).toBeUndefined();
    await expect(paymentHandled(h.db(), order.order.id)).rejects.toThrow(/needs nothing/);
  });
});
