import { ApiErrorSchema } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { expireAbandonedPayments } from '../expire-abandoned-payments';
import { KLARNA_PAGE_MINUTES } from './klarna-gateway';
import { shipOrder } from '../order-payment-actions';
import {
  FAKE_KLARNA_DENIED_IDENTITY,
  FAKE_KLARNA_REVIEW_IDENTITY,
} from '../../../testing/fake-klarna';
import { finishKlarnaPage } from '../../../testing/hosted-pages';
import { useHostedPayments } from '../../../testing/hosted-payments-harness';
import { ORDER_FIXTURES } from '../../../testing/order-fixtures';

// Klarna's Hosted Payment Page and Payments API through the whole shop, against the fake Klarna as
// Klarna documents them: a FAILED page the shopper may retry, the order placed once, its fraud
// review, status updates answered at once and settled afterwards.
const h = useHostedPayments({ adyenCapture: 'manual' });

/** The Klarna orders placed with the authorization of the order's last page. */
const klarnaOrdersOf = (sessionId: string) => {
  const token = h.klarna().hppSessions.get(sessionId)?.authorizationToken;
  return [...h.klarna().orders.values()].filter((o) => o.authorizationToken === token);
};
const lastPage = () => [...h.klarna().hppSessions.values()].at(-1)!;

describe('a Klarna invoice', () => {
  it('is authorized as a Klarna order and captured on shipment (sv)', async () => {
    const order = await h.placed('sv', { payment_method_id: 'klarna:pay-later' });
    const back = await finishKlarnaPage(order.redirectUrl, 'confirm');
    expect(await h.comeBack('sv', back)).toMatchObject({
      status: 'authorized',
      payment: 'authorized',
    });
    const payment = await h.paymentRow(order.order.id);
    expect(h.klarna().orders.has(payment?.reference ?? '')).toBe(true);
    await shipOrder(h.db(), h.gateways(), order.order.id, {
      carrier: 'postnord-se',
      number: 'SE9',
    });
    expect(await h.paymentRow(order.order.id)).toMatchObject({
      state: 'paid',
      captured: order.order.total,
    });
  });

  it('is offered to a company, its organisation number sent (B2B)', async () => {
    const order = await h.placed('sv', {
      customer_type: 'company',
      company_name: 'Mobilverkstan AB',
      org_number: '556036-0793',
      payment_method_id: 'klarna:company-invoice',
    });
    const session = [...h.klarna().paymentSessions.values()].at(-1);
    expect(session?.order).toMatchObject({ customer: { type: 'organization' } });
    const back = await finishKlarnaPage(order.redirectUrl, 'confirm', '556036-0793');
    expect(await h.comeBack('sv', back)).toMatchObject({ status: 'authorized' });
  });
});

describe('a Klarna page the shopper retries', () => {
  // Regression: FAILED cancelled the order, and the shopper's later payment never became one.
  it('that fails and is then paid ends with one authorized order', async () => {
    const order = await h.placed('sv', { payment_method_id: 'klarna:pay-over-time' });
    const failed = await finishKlarnaPage(
      order.redirectUrl,
      'confirm',
      FAKE_KLARNA_DENIED_IDENTITY,
    );
    expect(await h.comeBack('sv', failed)).toMatchObject({ status: 'pending', payment: 'pending' });
    await h.settled();
    expect(h.klarna().statusUpdatesSent.at(-1)).toMatchObject({ status: 'FAILED', answer: 200 });
    expect(await h.orderStatus(order.order.id)).toBe('pending');
    const paid = await finishKlarnaPage(order.redirectUrl, 'confirm');
    expect(await h.comeBack('sv', paid)).toMatchObject({ status: 'authorized' });
    await h.settled();
    expect(klarnaOrdersOf(lastPage().id)).toHaveLength(1);
    expect((await h.eventsOf(order.order.id)).map((e) => e.kind)).toEqual(['authorized']);
  });
});

describe('placing the Klarna order once', () => {
  // Regression: a second placement answered 404 for the used token, which cancelled an order
  // Klarna had placed, its money never captured nor released.
  it('a lost answer to the place-order call ends with one Klarna order and one authorized shop order', async () => {
    const order = await h.placed('sv', { payment_method_id: 'klarna:pay-later' });
    // The first placement (the status update's or the shopper's) loses its answer.
    h.klarna().loseNextAnswer('place-order');
    const back = await finishKlarnaPage(order.redirectUrl, 'confirm');
    await h.settled();
    const answer = await h.comeBack('sv', back);
    expect(answer).toMatchObject({ status: 'authorized', payment: 'authorized' });
    const placed = klarnaOrdersOf(lastPage().id);
    expect(placed).toHaveLength(1);
    expect((await h.paymentRow(order.order.id))?.reference).toBe(placed[0]?.id);
    expect((await h.eventsOf(order.order.id)).map((e) => e.kind)).toEqual(['authorized']);
  });
});

describe("Klarna's fraud review", () => {
  it.each([
    ['ACCEPTED', 'authorized', 0],
    ['REJECTED', 'cancelled', 1],
  ] as const)(
    'keeps the order pending under review, then %s ends it %s',
    async (decision, status, backInStock) => {
      const before = await h.stockOf(ORDER_FIXTURES.stock.sku);
      const order = await h.placed('sv', {
        payment_method_id: 'klarna:pay-later',
        items: [{ uuid: 'line-1', sku: ORDER_FIXTURES.stock.sku, quantity: 1 }],
      });
      const back = await finishKlarnaPage(
        order.redirectUrl,
        'confirm',
        FAKE_KLARNA_REVIEW_IDENTITY,
      );
      expect(await h.comeBack('sv', back)).toMatchObject({ status: 'pending', payment: 'pending' });
      await h.settled();
      const orderId = klarnaOrdersOf(lastPage().id)[0]!.id;
      // Klarna's order id is kept as soon as it is answered.
      expect((await h.paymentRow(order.order.id))?.reference).toBe(orderId);
      expect(await h.orderStatus(order.order.id)).toBe('pending');
      // Klarna notifies the shop of its decision (merchant_urls.notification).
      h.klarna().decideReview(orderId, decision);
      await h.settled();
      expect(h.klarna().statusUpdatesSent.at(-1)).toMatchObject({
        status: `FRAUD_RISK_${decision}`,
        answer: 200,
      });
      expect(await h.orderStatus(order.order.id)).toBe(status);
      expect(await h.stockOf(ORDER_FIXTURES.stock.sku)).toBe(before! - 1 + backInStock);
      expect(klarnaOrdersOf(lastPage().id)).toHaveLength(1);
    },
  );
});

describe("Klarna's status updates", () => {
  const statusUpdate = (reference: string, secret: string) =>
    fetch(
      `${h.baseUrl()}/api/payments/klarna/webhook?payment_ref=${encodeURIComponent(reference)}&secret=${encodeURIComponent(secret)}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    );

  it('authorize the order of a shopper who never comes back, and count it once', async () => {
    const order = await h.placed('sv', { payment_method_id: 'klarna:pay-later' });
    const back = await finishKlarnaPage(order.redirectUrl, 'confirm');
    await h.settled();
    expect(h.klarna().statusUpdatesSent.at(-1)).toEqual({
      status: 'COMPLETED',
      answer: 200,
      tries: 1,
    });
    expect(await h.orderStatus(order.order.id)).toBe('authorized');
    // Coming back after all answers the same order, with the one authorization.
    expect(await h.comeBack('sv', back)).toMatchObject({ status: 'authorized' });
    expect((await h.eventsOf(order.order.id)).map((e) => e.kind)).toEqual(['authorized']);
  });

  it('and the shopper coming back at once in three tabs ask Klarna to place it once between them', async () => {
    const order = await h.placed('sv', { payment_method_id: 'klarna:pay-later' });
    const from = h.klarna().requests.length;
    const back = await finishKlarnaPage(order.redirectUrl, 'confirm');
    const answers = await Promise.all([
      h.comeBack('sv', back),
      h.comeBack('sv', back),
      h.comeBack('sv', back),
    ]);
    await h.settled();
    for (const answer of answers) expect(answer).toMatchObject({ status: 'authorized' });
    const placements = h
      .klarna()
      .requests.slice(from)
      .filter((r) => r.path.startsWith('/payments/v1/authorizations/') && r.method === 'POST');
    expect(placements).toHaveLength(1);
    expect((await h.eventsOf(order.order.id)).map((e) => e.kind)).toEqual(['authorized']);
  });

  it('cancel the order of a shopper who cancelled on Klarna and never came back', async () => {
    const order = await h.placed('sv', { payment_method_id: 'klarna:pay-over-time' });
    await finishKlarnaPage(order.redirectUrl, 'cancel');
    await h.settled();
    expect(await h.orderStatus(order.order.id)).toBe('cancelled');
  });

  it('refuse a call without the secret of the payment: 401, nothing asked or changed', async () => {
    const order = await h.placed('sv', { payment_method_id: 'klarna:pay-later' });
    const reference = new URL(lastPage().merchantUrls['status_update']!).searchParams.get(
      'payment_ref',
    )!;
    const calls = h.klarna().requests.length;
    const forged = await statusUpdate(reference, 'forged-secret');
    expect(forged.status).toBe(401);
    await h.settled();
    const page = lastPage().id;
    expect(
      h
        .klarna()
        .requests.slice(calls)
        .filter((r) => r.path.includes(page)),
    ).toEqual([]);
    expect(await h.orderStatus(order.order.id)).toBe('pending');
    const malformed = await statusUpdate('KLA-nope', 'x');
    expect(malformed.status).toBe(400);
    expect(ApiErrorSchema.parse(await malformed.json()).fields).toHaveProperty('payment_ref');
  });
});

describe('a Klarna page left open', () => {
  it('is settled once its end has passed: closed unpaid, or the payment made just before', async () => {
    const unpaid = await h.placed('nl', { payment_method_id: 'klarna:pay-later' });
    const paid = await h.placed('nl', { payment_method_id: 'klarna:pay-later' });
    // The second shopper paid, but neither Klarna's status update nor the shopper came back.
    const urls = lastPage().merchantUrls as Record<string, string>;
    const statusUrl = urls['status_update'];
    delete urls['status_update'];
    await finishKlarnaPage(paid.redirectUrl, 'confirm');
    if (statusUrl) urls['status_update'] = statusUrl;
    await expireAbandonedPayments(h.db(), h.gateways(), new Date());
    expect(await h.orderStatus(unpaid.order.id)).toBe('pending');
    expect(await h.orderStatus(paid.order.id)).toBe('pending');

    const later = new Date(Date.now() + (KLARNA_PAGE_MINUTES + 1) * 60_000);
    await expireAbandonedPayments(h.db(), h.gateways(), later);
    expect(await h.orderStatus(unpaid.order.id)).toBe('cancelled');
    expect(await h.orderStatus(paid.order.id)).toBe('authorized');
  });
});

// Last in the file: Klarna's API stays silent until the fake is closed.
describe("Klarna's status update while Klarna's API is slow", () => {
  it('is answered 2xx at once and settled afterwards (Klarna waits three seconds)', async () => {
    const order = await h.placed('sv', { payment_method_id: 'klarna:pay-later' });
    const statusUrl = lastPage().merchantUrls['status_update']!;
    h.klarna().answerWith('hang');
    const asked = h.klarna().requests.length;
    const started = performance.now();
    const answer = await fetch(statusUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event_id: 'evt-1', session: { status: 'IN_PROGRESS' } }),
    });
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(200);
    // Settling asks Klarna, which has not answered: the answer did not wait for it.
    await expect.poll(() => h.klarna().requests.length).toBeGreaterThan(asked);
    // Within the three seconds Klarna gives a status update (it hangs here until the fake closes).
    expect(elapsed).toBeLessThan(3_000);
    expect(await h.orderStatus(order.order.id)).toBe('pending');
  });
});
