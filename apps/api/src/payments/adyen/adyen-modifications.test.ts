import { describe, expect, it } from 'vitest';
import { adyenGateway } from './adyen-gateway';
import { AdyenNotificationSchema, adyenItemSigned, adyenReportOf } from './adyen-notifications';
import {
  API_KEY,
  EMAIL,
  HMAC_KEY,
  MERCHANT,
  requestFor,
  useFakeAdyen,
} from '../../../testing/adyen-gateway-harness';
import {
  FAKE_ADYEN_3DS_PASSWORD,
  FAKE_ADYEN_CARDS,
  startFakeAdyen,
} from '../../../testing/fake-adyen';
import {
  opened,
  payAdyenCard,
  providerFailureOf,
  storedPayment,
} from '../../../testing/hosted-pages';

// The Adyen adapter's captures, cancellations and refunds, and the webhooks Adyen sends about
// them, against the fake Adyen (Checkout API v71, Webhooks-v1).
const { fake: fakeOf, received, gateway, checkout } = useFakeAdyen();

describe('adyenGateway modifications', () => {
  /** An authorised card payment of 1 049 kr, to be captured on shipment. */
  async function authorised() {
    const { request, session, outcome } = await checkout(
      'adyen:card',
      'sv',
      (url) => payAdyenCard(url, FAKE_ADYEN_CARDS.authorised),
      'manual',
    );
    if (outcome.type !== 'authorized') throw new Error('not authorised');
    return storedPayment(request, session, outcome.reference);
  }

  it('captures, then refunds, each with its own report id and Idempotency-Key', async () => {
    const payment = await authorised();
    const capture = await gateway().capture(payment, 104_900);
    const captured = fakeOf().modifications.at(-1)!;
    expect(capture).toEqual({ eventId: `CAPTURE:${captured.pspReference}:true`, done: false });
    expect(captured).toMatchObject({ kind: 'capture', paymentPspReference: payment.reference });
    const sent = fakeOf().requests.at(-1)!;
    expect(sent.path).toBe(`/v71/payments/${payment.reference}/captures`);
    expect(sent.headers.get('idempotency-key')).toBe(`capture-${payment.merchantReference}-104900`);
    expect(sent.body).toEqual({
      merchantAccount: MERCHANT,
      reference: payment.merchantReference,
      amount: { value: 104_900, currency: 'SEK' },
    });

    const refund = await gateway().refund(payment, 5_000, 'return-1');
    const refunded = fakeOf().modifications.at(-1)!;
    expect(refund).toEqual({ eventId: `REFUND:${refunded.pspReference}:true`, done: false });
    expect(fakeOf().requests.at(-1)!).toMatchObject({
      path: `/v71/payments/${payment.reference}/refunds`,
      body: { amount: { value: 5_000, currency: 'SEK' }, reference: payment.merchantReference },
    });
    expect(refunded.pspReference).not.toBe(captured.pspReference);
  });

  it('cancels an authorisation that was not captured', async () => {
    const payment = await authorised();
    const cancel = await gateway().cancel(payment);
    const cancelled = fakeOf().modifications.at(-1)!;
    expect(cancel).toEqual({
      eventId: `CANCELLATION:${cancelled.pspReference}:true`,
      done: false,
    });
    expect(fakeOf().requests.at(-1)!).toMatchObject({
      path: `/v71/payments/${payment.reference}/cancels`,
      body: { merchantAccount: MERCHANT, reference: payment.merchantReference },
    });
    expect(fakeOf().requests.at(-1)!.headers.get('idempotency-key')).toBe(
      `cancel-${payment.merchantReference}`,
    );
  });

  it('makes Adyen’s refusal of a refund larger than the capture a PaymentProviderError with its code', async () => {
    const payment = await authorised();
    await gateway().capture(payment, 1_000);
    const error = await providerFailureOf(() => gateway().refund(payment, 2_000, 'return-1'));
    expect(error).toMatchObject({ problem: 422, code: '000' });
  });

  // Regression: a retry after a failure Adyen reported later reused the key, and Adyen answers a
  // key it saw with its first answer for 31 days (api-idempotency), so nothing was retried.
  it('names the failures before a retry in its Idempotency-Key, so Adyen takes the retry', async () => {
    const payment = await authorised();
    await gateway().capture({ ...payment, retries: { capture: 1, cancel: 0, refund: 0 } }, 104_900);
    expect(fakeOf().requests.at(-1)!.headers.get('idempotency-key')).toBe(
      `capture-${payment.merchantReference}-104900-retry-1`,
    );
    await gateway().refund(
      { ...payment, retries: { capture: 0, cancel: 0, refund: 2 } },
      100,
      'return-9',
    );
    expect(fakeOf().requests.at(-1)!.headers.get('idempotency-key')).toBe(
      `refund-${payment.merchantReference}-return-9-retry-2`,
    );
    await gateway().cancel({ ...payment, retries: { capture: 0, cancel: 1, refund: 0 } });
    expect(fakeOf().requests.at(-1)!.headers.get('idempotency-key')).toBe(
      `cancel-${payment.merchantReference}-retry-1`,
    );
    for (const request of fakeOf().requests.slice(-3))
      expect(request.headers.get('idempotency-key')!.length).toBeLessThanOrEqual(64);
  });

  it('is received but reported not done when the payment was taken at authorisation (automatic capture)', async () => {
    const { request, session, outcome } = await checkout('adyen:card', 'sv', (url) =>
      payAdyenCard(url, FAKE_ADYEN_CARDS.authorised),
    );
    if (outcome.type !== 'authorized') throw new Error('not authorised');
    const payment = storedPayment(request, session, outcome.reference);
    expect(fakeOf().payments.get(outcome.reference)).toMatchObject({ captured: 104_900 });
    await gateway().capture(payment, 104_900);
    expect(fakeOf().modifications.at(-1)).toMatchObject({ kind: 'capture', success: false });
  });

  it('throws before calling Adyen for a payment without a pspReference', async () => {
    const before = fakeOf().requests.length;
    const payment = storedPayment(requestFor('adyen:card'), 'CS0', null);
    await expect(gateway().capture(payment, 100)).rejects.toThrow(/no pspReference/);
    expect(fakeOf().requests).toHaveLength(before);
  });
});

describe('the webhooks the fake sends', () => {
  it('are signed so the shop accepts them, and give the report ids the gateway answered', async () => {
    const { request, session, outcome } = await checkout(
      'adyen:card',
      'da',
      (url) => payAdyenCard(url, FAKE_ADYEN_CARDS.threeDSecure, FAKE_ADYEN_3DS_PASSWORD),
      'manual',
    );
    if (outcome.type !== 'authorized') throw new Error('not authorised');
    const payment = storedPayment(request, session, outcome.reference);
    const capture = await gateway().capture(payment, 104_900);
    await fakeOf().settled();

    const items = received
      .map(
        (body) => AdyenNotificationSchema.parse(body).notificationItems[0]!.NotificationRequestItem,
      )
      .filter((item) => item.merchantReference === request.merchantReference);
    expect(items.map((item) => item.eventCode)).toEqual(['AUTHORISATION', 'CAPTURE']);
    for (const item of items) {
      expect(await adyenItemSigned(item, HMAC_KEY)).toBe(true);
      expect(await adyenItemSigned(item, 'A'.repeat(64))).toBe(false);
    }
    expect(items.map((item) => adyenReportOf(item)?.event.id)).toEqual([
      outcome.eventId,
      capture.eventId,
    ]);
    expect(items[1]).toMatchObject({
      originalReference: outcome.reference,
      merchantAccountCode: MERCHANT,
      amount: { value: 104_900, currency: 'DKK' },
    });
    expect(fakeOf().webhooksSent.at(-1)!.status).toBe(200);
  });

  it('report failures and disputes as Adyen does: success "true", the payment as originalReference', async () => {
    const { request, outcome } = await checkout('adyen:card', 'sv', (url) =>
      payAdyenCard(url, FAKE_ADYEN_CARDS.authorised),
    );
    if (outcome.type !== 'authorized') throw new Error('not authorised');
    const payment = storedPayment(request, 'CS', outcome.reference);
    await gateway().refund(payment, 5_000, 'return-1');
    fakeOf().failRefund(outcome.reference, 'REFUND_FAILED');
    fakeOf().failCapture(outcome.reference);
    fakeOf().dispute(outcome.reference, 'NOTIFICATION_OF_CHARGEBACK');
    fakeOf().dispute(outcome.reference, 'CHARGEBACK');
    fakeOf().dispute(outcome.reference, 'CHARGEBACK_REVERSED');
    await fakeOf().settled();
    const items = received
      .flatMap((body) =>
        AdyenNotificationSchema.parse(body).notificationItems.map((i) => i.NotificationRequestItem),
      )
      .filter((item) => item.merchantReference === request.merchantReference);
    const codes = items.map((item) => item.eventCode);
    expect(codes).toEqual([
      'AUTHORISATION',
      'REFUND',
      'REFUND_FAILED',
      'CAPTURE_FAILED',
      'NOTIFICATION_OF_CHARGEBACK',
      'CHARGEBACK',
      'CHARGEBACK_REVERSED',
    ]);
    for (const item of items.slice(2)) {
      expect(item.success).toBe('true');
      expect(await adyenItemSigned(item, HMAC_KEY)).toBe(true);
    }
    const [, , refundFailed, captureFailed, notice, chargeback, reversed] = items;
    expect(refundFailed).toMatchObject({
      originalReference: outcome.reference,
      amount: { value: 5_000 },
    });
    expect(captureFailed).toMatchObject({
      originalReference: outcome.reference,
      amount: { value: 104_900 },
    });
    // Every step of one dispute shares its pspReference; the reversal names no payment.
    expect(chargeback?.pspReference).toBe(notice?.pspReference);
    expect(reversed?.pspReference).toBe(notice?.pspReference);
    expect(reversed?.originalReference).toBeUndefined();
    expect(items.map((item) => adyenReportOf(item)?.event.kind)).toEqual([
      'authorized',
      'refunded',
      'refundFailed',
      'captureFailed',
      'disputeNoticed',
      'chargedBack',
      'chargebackReversed',
    ]);
  });
});

describe('adyenGateway failures', () => {
  it.each([
    { name: 'a wrong API key', key: 'wrong-key', mode: 'ok', problem: 401 },
    { name: 'a 500', key: API_KEY, mode: 500, problem: 500 },
    { name: 'a 503', key: API_KEY, mode: 503, problem: 503 },
    { name: 'no answer in time', key: API_KEY, mode: 'hang', problem: 'timeout' },
    { name: 'JSON of another shape', key: API_KEY, mode: 'malformed', problem: 'malformed' },
  ] as const)(
    'makes $name a PaymentProviderError without the key or the e-mail',
    async ({ key, mode, problem }) => {
      fakeOf().answerWith(mode);
      const started = Date.now();
      const error = await providerFailureOf(() =>
        gateway({ apiKey: key, timeoutMs: mode === 'hang' ? 200 : 5_000 }).startSession(
          requestFor('adyen:card'),
        ),
      );
      expect(error).toMatchObject({ provider: 'adyen', problem });
      expect(`${error.message} ${error.stack ?? ''}`).not.toMatch(new RegExp(`${key}|${EMAIL}`));
      expect(Date.now() - started).toBeLessThan(2_000);
    },
  );

  it.each(['hang', 'malformed', 503] as const)(
    'makes %s on the session result and on a capture a PaymentProviderError too',
    async (mode) => {
      const request = requestFor('adyen:card');
      const session = opened(await gateway().startSession(request));
      fakeOf().answerWith(mode);
      const fast = gateway({ timeoutMs: mode === 'hang' ? 200 : 5_000 });
      const payment = storedPayment(request, session.sessionId, 'PSPREF0000000001');
      const problem = mode === 'hang' ? 'timeout' : mode;
      expect(
        await providerFailureOf(() => fast.sessionResult(payment, { sessionResult: 'x' })),
      ).toMatchObject({ problem });
      expect(await providerFailureOf(() => fast.capture(payment, 100))).toMatchObject({ problem });
    },
  );

  it('makes an unreachable Adyen a network PaymentProviderError', async () => {
    const closed = await startFakeAdyen({ apiKey: API_KEY });
    const checkoutUrl = closed.checkoutUrl;
    await closed.close();
    const unreachable = adyenGateway({
      apiKey: API_KEY,
      merchantAccount: MERCHANT,
      hmacKey: HMAC_KEY,
      checkoutUrl,
      timeoutMs: 500,
    });
    const error = await providerFailureOf(() => unreachable.startSession(requestFor('adyen:card')));
    expect(error.problem).toBe('network');
  });
});
