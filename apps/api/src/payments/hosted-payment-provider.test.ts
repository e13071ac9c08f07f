import { describe, expect, it } from 'vitest';
import type { PaymentRequest } from './payment-provider';
import { captureLog } from '../platform/telemetry/log';
import {
  PaymentProviderError,
  type HostedPaymentGateway,
  type HostedPaymentRequest,
  type HostedSession,
} from './hosted-payment';
import { hostedPaymentProvider, paymentReturnUrl } from './hosted-payment-provider';

/** A gateway that records what it is asked to open and answers a page for it (or `answer`). */
function recordingGateway(answer?: () => Promise<HostedSession | null>): {
  gateway: HostedPaymentGateway;
  opened: HostedPaymentRequest[];
} {
  const opened: HostedPaymentRequest[] = [];
  const unused = () => Promise.reject(new Error('not asked in this test'));
  return {
    opened,
    gateway: {
      provider: 'adyen',
      referencePrefix: 'ADY',
      methods: () => [],
      capturesOnAuthorization: () => false,
      startSession: (request) => {
        opened.push(request);
        if (answer) return answer();
        return Promise.resolve({
          sessionId: `CS${opened.length}`,
          redirectUrl: 'https://pay',
          sessionUrl: null,
          expiresAt: new Date('2026-11-28T11:00:00Z'),
        });
      },
      sessionResult: unused,
      capture: unused,
      cancel: unused,
      refund: unused,
      webhook: unused,
      abandonAfter: { pageMinutes: 60, marginMinutes: 60, perPass: 50 },
      expire: unused,
    },
  };
}

const request = (attempt: string): PaymentRequest => ({
  locale: 'sv',
  methodId: 'adyen:card',
  customerType: 'private',
  amount: 24_800,
  currency: 'SEK',
  email: 'anna@example.com',
  orgNumber: null,
  companyName: null,
  idempotencyKey: 'key-0001',
  attempt,
  lines: [],
  origin: 'https://nordshop.example',
  openAmount: 0,
});

describe('hostedPaymentProvider', () => {
  it('gives the same attempt the same reference and provider key, and another cart of the same key new ones', async () => {
    const { gateway, opened } = recordingGateway();
    const provider = hostedPaymentProvider(gateway);
    await provider.authorize(request('key-0001:cart-a'));
    await provider.authorize(request('key-0001:cart-a'));
    await provider.authorize(request('key-0001:cart-b'));
    const [first, again, other] = opened;
    expect(first?.merchantReference).toMatch(/^ADY-[0-9A-F]{16}$/);
    expect(again?.merchantReference).toBe(first?.merchantReference);
    expect(again?.idempotencyKey).toBe(first?.idempotencyKey);
    // A provider answers a repeated idempotency key with its first answer: never another cart's.
    expect(other?.merchantReference).not.toBe(first?.merchantReference);
    expect(other?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(first?.idempotencyKey).not.toContain('key-0001');
  });

  it("sends the shopper back to the storefront's checkout and the provider's calls to its webhook", async () => {
    const { gateway, opened } = recordingGateway();
    const decision = await hostedPaymentProvider(gateway).authorize(request('key-0001:cart-a'));
    const reference = opened[0]?.merchantReference ?? '';
    expect(decision).toEqual({
      type: 'payment.redirect',
      reference,
      provider: 'adyen',
      sessionId: 'CS1',
      redirectUrl: 'https://pay',
      sessionUrl: null,
      expiresAt: new Date('2026-11-28T11:00:00Z'),
    });
    expect(opened[0]?.returnUrl).toBe(
      paymentReturnUrl('https://nordshop.example', 'sv', reference),
    );
    expect(opened[0]?.returnUrl).toBe(
      `https://nordshop.example/sv/checkout?payment_ref=${reference}`,
    );
    expect(opened[0]?.notificationUrl).toBe(
      `https://nordshop.example/api/payments/adyen/webhook?payment_ref=${reference}`,
    );
  });

  it('declines a method the provider does not offer for this order', async () => {
    const { gateway } = recordingGateway(() => Promise.resolve(null));
    expect(await hostedPaymentProvider(gateway).authorize(request('key-0002:cart-a'))).toEqual({
      type: 'payment.declined',
      reason: 'notAllowed',
    });
  });

  // Regression: a 422 (a request validation error, CheckoutService-v71) read as a card decline.
  it.each([
    [422, '702'],
    [400, 'BAD_VALUE'],
    [403, '901'],
  ])(
    'makes a %d (%s) of the provider "payment unavailable", logged with its code, never a decline',
    async (status, code) => {
      const { gateway } = recordingGateway(() =>
        Promise.reject(new PaymentProviderError('adyen', status, code)),
      );
      const lines: string[] = [];
      const restore = captureLog((line) => lines.push(line));
      const refused = await hostedPaymentProvider(gateway)
        .authorize(request('key-0003:cart-a'))
        .then(
          () => null,
          (err: unknown) => err,
        );
      restore();
      expect(refused).toMatchObject({ kind: 'unavailable', code: 'payment_unavailable' });
      expect(lines.join('\n')).toContain(`"code":"${code}"`);
      expect(lines.join('\n')).toContain(`"status":${status}`);
    },
  );
});
