import { describe, expect, it } from 'vitest';
import { cancelOrder, refundReturn, shipOrder } from './order-payment-actions';
import { FAKE_ADYEN_3DS_PASSWORD, FAKE_ADYEN_CARDS } from '../../testing/fake-adyen';
import { payAdyenCard, pressAdyenButton } from '../../testing/hosted-pages';
import { useHostedPayments } from '../../testing/hosted-payments-harness';
import { ORDER_FIXTURES } from '../../testing/order-fixtures';

// Adyen's default account: payments captured right after their authorization
// (docs.adyen.com/online-payments/capture), the shop configured for it (ADYEN_CAPTURE=automatic).
// Regressions: the shop captured every Adyen payment again on shipment, released a captured
// payment with /cancels (which Adyen refuses, so the shopper's money was kept) and refused to
// refund a return of a payment it had not captured itself.
const h = useHostedPayments({ adyenCapture: 'automatic' });

/** A card order of one unit paid on Adyen's page: paid at once. */
async function paidCardOrder() {
  const order = await h.placed('sv', {
    payment_method_id: 'adyen:card',
    items: [{ uuid: 'line-1', sku: ORDER_FIXTURES.stock.sku, quantity: 1 }],
  });
  const back = await payAdyenCard(
    order.redirectUrl,
    FAKE_ADYEN_CARDS.threeDSecure,
    FAKE_ADYEN_3DS_PASSWORD,
  );
  expect(await h.comeBack('sv', back)).toEqual({
    order_id: order.order.id,
    status: 'paid',
    payment: 'paid',
  });
  await h.settled();
  return order;
}

describe('a card payment with automatic capture', () => {
  it('is paid at its authorization and ships without a second capture', async () => {
    const order = await paidCardOrder();
    expect([...h.adyen().sessions.values()].at(-1)?.manualCapture).toBe(false);
    expect((await h.eventsOf(order.order.id)).map((e) => e.kind)).toEqual([
      'authorized',
      'capturedOnAuthorization',
    ]);
    const modifications = h.adyen().modifications.length;
    await shipOrder(h.db(), h.gateways(), order.order.id, {
      carrier: 'postnord-se',
      number: 'SE1',
    });
    await h.settled();
    expect(h.adyen().modifications).toHaveLength(modifications);
    expect(await h.orderStatus(order.order.id)).toBe('shipped');
    expect(await h.paymentRow(order.order.id)).toMatchObject({
      state: 'paid',
      captured: order.order.total,
      attention: null,
    });
  });

  it('refunds a return of a payment Adyen captured by itself', async () => {
    const order = await paidCardOrder();
    await shipOrder(h.db(), h.gateways(), order.order.id, {
      carrier: 'postnord-se',
      number: 'SE2',
    });
    const returnId = await h.returnOf('sv', order, 1);
    const { amount } = await refundReturn(h.db(), h.gateways(), returnId);
    await h.settled();
    expect(amount).toBe(order.order.lines[0]!.total);
    expect(h.adyen().modifications.at(-1)).toMatchObject({ kind: 'refund', success: true });
    expect(await h.paymentRow(order.order.id)).toMatchObject({ refunded: amount });
  });

  it('refunds all that was taken when the order is cancelled before it ships, and gives its units back', async () => {
    const before = await h.stockOf(ORDER_FIXTURES.stock.sku);
    const order = await paidCardOrder();
    expect(await h.stockOf(ORDER_FIXTURES.stock.sku)).toBe(before! - 1);
    await cancelOrder(h.db(), h.gateways(), order.order.id);
    await h.settled();
    expect(h.adyen().modifications.at(-1)).toMatchObject({
      kind: 'refund',
      success: true,
      amount: { value: order.order.total, currency: 'SEK' },
    });
    // Released by a refund: never /cancels, which Adyen refuses for money it took.
    const psp = (await h.paymentRow(order.order.id))?.reference;
    const kinds = h.adyen().modifications.filter((m) => m.paymentPspReference === psp);
    expect(kinds.map((m) => m.kind)).toEqual(['refund']);
    expect(await h.orderStatus(order.order.id)).toBe('cancelled');
    expect(await h.paymentRow(order.order.id)).toMatchObject({ state: 'refunded' });
    expect(await h.stockOf(ORDER_FIXTURES.stock.sku)).toBe(before);
  });

  it('takes iDEAL at its authorization too, and refunds it on cancel', async () => {
    const order = await h.placed('nl', { payment_method_id: 'adyen:ideal' });
    const back = await pressAdyenButton(order.redirectUrl, 'Approve payment');
    expect(await h.comeBack('nl', back)).toMatchObject({ status: 'paid', payment: 'paid' });
    await cancelOrder(h.db(), h.gateways(), order.order.id);
    await h.settled();
    expect(h.adyen().modifications.at(-1)).toMatchObject({ kind: 'refund', success: true });
    expect(await h.orderStatus(order.order.id)).toBe('cancelled');
  });
});
