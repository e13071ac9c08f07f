import { describe, expect, it } from 'vitest';
import {
  FAKE_KLARNA_DENIED_IDENTITY,
  FAKE_KLARNA_REVIEW_IDENTITY,
} from '../../../testing/fake-klarna';
import { finishKlarnaPage, opened, storedPayment } from '../../../testing/hosted-pages';
import { orderRequest, useFakeKlarna } from '../../../testing/klarna-gateway-harness';

// How the Klarna adapter learns how a hosted page ended and places its order once, against the
// fake Klarna as Klarna documents it: the HPP session statuses (FAILED, ERROR and BACK not
// final), the order placed once per authorization token (a used token 404, other data 409), and
// Klarna's fraud review (fraud_status PENDING).
const { fake, gateway, requestsTo, paidWith } = useFakeKlarna();

/** A confirmed page's session and its payment as the shop stores it. */
async function confirmedPage(identity?: string) {
  const request = orderRequest();
  const session = opened(await gateway().startSession(request));
  await finishKlarnaPage(session.redirectUrl, 'confirm', identity);
  return { request, session, payment: storedPayment(request, session) };
}

const placements = (from: number) =>
  fake()
    .requests.slice(from)
    .filter((r) => r.path.startsWith('/payments/v1/authorizations/') && r.method === 'POST');

describe('klarnaGateway.sessionResult', () => {
  it('places the order of a confirmed private invoice and answers it authorized', async () => {
    const request = orderRequest();
    const from = fake().requests.length;
    const { session, returned, outcome } = await paidWith(request, 'confirm');
    const token = fake().hppSessions.get(session.sessionId)?.authorizationToken;
    expect(returned.origin + returned.pathname).toBe('https://shop.example/sv/kassa/betalning');
    expect(Object.fromEntries(returned.searchParams)).toEqual({
      payment_ref: request.merchantReference,
    });
    const [order] = [...fake().orders.values()].filter((o) => o.authorizationToken === token);
    expect(outcome).toEqual({
      type: 'authorized',
      reference: order?.id,
      amount: 32_600,
      currency: 'SEK',
      eventId: `klarna:order:${order?.id}:authorized`,
    });
    const [placed] = requestsTo(`/payments/v1/authorizations/${token}/order`, from);
    expect(placed?.headers.get('klarna-idempotency-key')).toBeNull();
    expect(placed?.body).toMatchObject({
      purchase_country: 'SE',
      purchase_currency: 'SEK',
      locale: 'sv-SE',
      order_amount: 32_600,
      order_tax_amount: 6_520,
      merchant_reference1: request.merchantReference,
    });
    // The order lists the very lines the session was opened with.
    const [openedKp] = requestsTo('/payments/v1/sessions', from);
    const sent = openedKp?.body as { order_lines: unknown[]; order_tax_amount: number };
    expect((placed?.body as { order_lines: unknown[] }).order_lines).toEqual(sent.order_lines);
  });

  it('places the order of a payment stored without its lines as one line of its total', async () => {
    const { request, session, payment } = await confirmedPage();
    const from = fake().requests.length;
    const outcome = await gateway().sessionResult({ ...payment, lines: [] }, {});
    expect(outcome.type).toBe('authorized');
    const token = fake().hppSessions.get(session.sessionId)?.authorizationToken;
    const [placed] = requestsTo(`/payments/v1/authorizations/${token}/order`, from);
    expect(placed?.body).toMatchObject({
      order_amount: 32_600,
      order_lines: [{ name: `Order ${request.merchantReference}`, total_amount: 32_600 }],
    });
  });

  it('answers a cancelled payment refused without placing an order', async () => {
    const orders = fake().orders.size;
    const request = orderRequest();
    const { session, returned, outcome } = await paidWith(request, 'cancel');
    expect(returned.href).toBe(request.returnUrl);
    expect(outcome).toEqual({
      type: 'refused',
      eventId: `klarna:hpp:${session.sessionId}:cancelled`,
    });
    expect(fake().orders.size).toBe(orders);
  });

  it('answers pending while the shopper has not finished, whatever the return URL says', async () => {
    const request = orderRequest();
    const session = opened(await gateway().startSession(request));
    const payment = storedPayment(request, session);
    expect(await gateway().sessionResult(payment, { sessionResult: 'authorised' })).toEqual({
      type: 'pending',
    });
    await fetch(session.redirectUrl);
    expect(fake().hppSessions.get(session.sessionId)?.status).toBe('IN_PROGRESS');
    expect(await gateway().sessionResult(payment, {})).toEqual({ type: 'pending' });
  });

  // Regression: FAILED was read as final and cancelled the order, so a shopper who tried again on
  // the same page paid for nothing (Klarna: FAILED "Session is still open for them to retry").
  it('keeps a declined page open: pending, and the retry on the same page authorizes', async () => {
    const request = orderRequest();
    const { session, returned, payment, outcome } = await paidWith(
      request,
      'confirm',
      FAKE_KLARNA_DENIED_IDENTITY,
    );
    expect(returned.href).toBe(request.returnUrl);
    expect(fake().hppSessions.get(session.sessionId)?.status).toBe('FAILED');
    expect(outcome).toEqual({ type: 'pending' });
    await finishKlarnaPage(session.redirectUrl, 'confirm');
    expect(await gateway().sessionResult(payment, {})).toMatchObject({ type: 'authorized' });
  });

  it('ends a page refused once its expires_at has passed', async () => {
    const request = orderRequest();
    const session = opened(await gateway().startSession(request));
    fake().expire(session.sessionId);
    expect((await fetch(session.redirectUrl)).status).toBe(410);
    expect(await gateway().sessionResult(storedPayment(request, session), {})).toEqual({
      type: 'refused',
      eventId: `klarna:hpp:${session.sessionId}:expired`,
    });
  });
});

describe('placing the Klarna order once', () => {
  it('answers the same order when asked twice, placing it once', async () => {
    const { payment } = await confirmedPage();
    const from = fake().requests.length;
    const first = await gateway().sessionResult(payment, {});
    const again = await gateway().sessionResult(payment, {});
    expect(again).toEqual(first);
    expect(placements(from)).toHaveLength(1);
  });

  it('reads the order of a payment it already names from Order Management, placing nothing', async () => {
    const { payment } = await confirmedPage();
    const first = await gateway().sessionResult(payment, {});
    if (first.type !== 'authorized') throw new Error('not authorized');
    const from = fake().requests.length;
    expect(await gateway().sessionResult({ ...payment, reference: first.reference }, {})).toEqual(
      first,
    );
    expect(
      fake()
        .requests.slice(from)
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual([`GET /ordermanagement/v1/orders/${first.reference}`]);
  });

  // Regression: a lost answer made the next try place again; Klarna's 404 for the used token was
  // taken for a refusal and the order cancelled, while Klarna held an authorized order.
  it('after a lost answer, finds the order Klarna placed instead of placing it again', async () => {
    const { payment } = await confirmedPage();
    const orders = fake().orders.size;
    fake().loseNextAnswer('place-order');
    await expect(gateway().sessionResult(payment, {})).rejects.toMatchObject({
      problem: 'network',
    });
    expect(fake().orders.size).toBe(orders + 1);
    const outcome = await gateway().sessionResult(payment, {});
    expect(outcome).toMatchObject({
      type: 'authorized',
      reference: [...fake().orders.keys()].at(-1),
    });
    expect(fake().orders.size).toBe(orders + 1);
  });

  it('answers pending, never refused, when Klarna knows the authorization no more and names no order', async () => {
    const { session, payment } = await confirmedPage();
    fake().expireAuthorization(session.sessionId);
    expect(await gateway().sessionResult(payment, {})).toEqual({ type: 'pending' });
  });

  it('ends refused, releasing the authorization, when Klarna will not place the order (409)', async () => {
    const { payment } = await confirmedPage();
    const from = fake().requests.length;
    // Lines and total of another order than the session's, adding up as Klarna checks.
    const changed = { ...payment, amount: payment.amount + 100, lines: [] };
    expect(await gateway().sessionResult(changed, {})).toEqual({
      type: 'refused',
      eventId: `klarna:hpp:${payment.sessionId}:unplaceable`,
    });
    const calls = fake()
      .requests.slice(from)
      .map((r) => r.method);
    // Placed once, refused with 409, released: not asked again and again.
    expect(calls.filter((m) => m === 'POST')).toHaveLength(1);
    expect(calls).toContain('DELETE');
  });
});

describe("Klarna's fraud review", () => {
  it('keeps an order under review pending with its id, then authorized once Klarna accepts it', async () => {
    const { payment } = await confirmedPage(FAKE_KLARNA_REVIEW_IDENTITY);
    const outcome = await gateway().sessionResult(payment, {});
    const orderId = [...fake().orders.keys()].at(-1)!;
    expect(outcome).toEqual({ type: 'pending', reference: orderId });
    const named = { ...payment, reference: orderId };
    expect(await gateway().sessionResult(named, {})).toEqual({
      type: 'pending',
      reference: orderId,
    });
    fake().decideReview(orderId, 'ACCEPTED');
    expect(await gateway().sessionResult(named, {})).toMatchObject({
      type: 'authorized',
      reference: orderId,
      eventId: `klarna:order:${orderId}:authorized`,
    });
  });

  it('ends an order Klarna rejects after its review refused', async () => {
    const { payment } = await confirmedPage(FAKE_KLARNA_REVIEW_IDENTITY);
    await gateway().sessionResult(payment, {});
    const orderId = [...fake().orders.keys()].at(-1)!;
    fake().decideReview(orderId, 'REJECTED');
    expect(await gateway().sessionResult({ ...payment, reference: orderId }, {})).toEqual({
      type: 'refused',
      reference: orderId,
      eventId: `klarna:order:${orderId}:rejected`,
    });
  });
});
