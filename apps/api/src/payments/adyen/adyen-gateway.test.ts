import { LOCALE_CODES, STOREFRONTS } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { ADYEN_METHODS, ADYEN_PAYMENT_TYPES, adyenLineItems } from './adyen-gateway';
import {
  API_KEY,
  EMAIL,
  MERCHANT,
  requestFor,
  useFakeAdyen,
} from '../../../testing/adyen-gateway-harness';
import { FAKE_ADYEN_3DS_PASSWORD, FAKE_ADYEN_CARDS } from '../../../testing/fake-adyen';
import { pageLocaleOf } from '../../../testing/fake-adyen-pages';
import {
  opened,
  payAdyenCard,
  pressAdyenButton,
  providerFailureOf,
  storedPayment,
} from '../../../testing/hosted-pages';

const { fake: fakeOf, gateway, checkout } = useFakeAdyen();

describe('adyenGateway.methods', () => {
  const cases = [
    { locale: 'sv', card: 'Kort (Visa, Mastercard)', wallet: ['adyen:swish', 'Swish', 'swish'] },
    { locale: 'no', card: 'Kort (Visa, Mastercard)', wallet: ['adyen:vipps', 'Vipps', 'vipps'] },
    {
      locale: 'da',
      card: 'Kort (Visa, Mastercard)',
      wallet: ['adyen:mobilepay', 'MobilePay', 'mobilepay'],
    },
    {
      locale: 'fi',
      card: 'Kortti (Visa, Mastercard)',
      wallet: ['adyen:mobilepay', 'MobilePay', 'mobilepay'],
    },
    {
      locale: 'nl',
      card: 'Creditcard (Visa, Mastercard)',
      wallet: ['adyen:ideal', 'iDEAL', 'ideal'],
    },
  ] as const;

  it.each(cases)('offers the card and the storefront’s own method on $locale', (c) => {
    const [id, name, badge] = c.wallet;
    const common = { provider: 'adyen', fee: 0, customer_types: ['private', 'company'] };
    expect(gateway().methods(c.locale)).toEqual([
      { id: 'adyen:card', name: c.card, badge: 'visa', ...common },
      { id, name, badge, ...common },
    ]);
    expect(gateway().methods(c.locale, 'company')).toHaveLength(2);
  });

  it('covers every storefront and maps each method to Adyen’s type', () => {
    expect(cases.map((c) => c.locale)).toEqual([...LOCALE_CODES]);
    const ids = new Set(LOCALE_CODES.flatMap((l) => ADYEN_METHODS[l].map((m) => m.id)));
    expect([...ids].map((id) => ADYEN_PAYMENT_TYPES[id])).toEqual([
      'scheme',
      'swish',
      'vipps',
      'mobilepay',
      'ideal',
    ]);
  });
});

describe('adyenGateway.startSession', () => {
  it('opens a hosted session for the order’s total with the key and the order’s Idempotency-Key', async () => {
    const request = requestFor('adyen:card');
    const session = opened(await gateway().startSession(request));
    const sent = fakeOf().requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v71/sessions');
    expect(sent.headers.get('x-api-key')).toBe(API_KEY);
    expect(sent.headers.get('idempotency-key')).toBe(request.idempotencyKey);
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.body).toEqual({
      merchantAccount: MERCHANT,
      amount: { value: 104_900, currency: 'SEK' },
      reference: request.merchantReference,
      returnUrl: request.returnUrl,
      mode: 'hosted',
      countryCode: 'SE',
      shopperLocale: 'sv-SE',
      shopperEmail: EMAIL,
      allowedPaymentMethods: ['scheme'],
      lineItems: [
        {
          id: 'SKU-1',
          description: 'T-shirt',
          quantity: 2,
          amountIncludingTax: 49_950,
          taxPercentage: 2500,
        },
        {
          id: 'shipping',
          description: 'PostNord',
          quantity: 1,
          amountIncludingTax: 5_000,
          taxPercentage: 2500,
        },
      ],
    });
    expect(session.sessionId).toMatch(/^CS[0-9A-F]{16}$/);
    expect(session.redirectUrl).toBe(
      `${new URL(fakeOf().checkoutUrl).origin}/checkoutshopper/pay/${session.sessionId}`,
    );
    const page = await fetch(session.redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Adyen test payment</h1>');
    expect(html).toContain('1049.00 SEK');
  });

  it.each([
    ['adyen:swish', 'sv', 'swish', 'SE', 'sv-SE'],
    ['adyen:vipps', 'no', 'vipps', 'NO', 'no-NO'],
    ['adyen:mobilepay', 'fi', 'mobilepay', 'FI', 'fi-FI'],
    ['adyen:ideal', 'nl', 'ideal', 'NL', 'nl-NL'],
  ] as const)(
    'allows only %s’s type on %s',
    async (methodId, locale, type, country, shopperLocale) => {
      await gateway().startSession(requestFor(methodId, locale));
      expect(fakeOf().requests.at(-1)!.body).toMatchObject({
        allowedPaymentMethods: [type],
        countryCode: country,
        shopperLocale,
        amount: { currency: STOREFRONTS[locale].currency },
      });
    },
  );

  // Regression: `nb-NO` was sent for Norway, which Adyen's page does not speak (adyen-web has
  // `no-NO` and matches on the two-letter language), so Norwegian shoppers read English.
  it('asks for the Norwegian page on no, which Adyen speaks, not the English fallback', async () => {
    const session = opened(await gateway().startSession(requestFor('adyen:vipps', 'no')));
    expect(fakeOf().sessions.get(session.sessionId)?.pageLocale).toBe('no-NO');
    expect(pageLocaleOf('nb-NO')).toBe('en-US');
  });

  it.each([
    ['adyen:card', 'sv', { additionalData: { manualCapture: 'true' } }],
    ['adyen:vipps', 'no', { additionalData: { manualCapture: 'true' } }],
    ['adyen:mobilepay', 'da', { additionalData: { manualCapture: 'true' } }],
  ] as const)(
    'asks for manual capture of %s on the payment itself when the shop captures on shipment',
    async (methodId, locale, asked) => {
      await gateway({ capture: 'manual' }).startSession(requestFor(methodId, locale));
      expect(fakeOf().requests.at(-1)!.body).toMatchObject(asked);
    },
  );

  it.each([
    ['adyen:ideal', 'nl', 'manual'],
    ['adyen:swish', 'sv', 'manual'],
    ['adyen:card', 'sv', 'automatic'],
  ] as const)(
    'asks for no manual capture of %s (%s, %s capture)',
    async (methodId, locale, capture) => {
      await gateway({ capture }).startSession(requestFor(methodId, locale));
      expect(fakeOf().requests.at(-1)!.body).not.toHaveProperty('additionalData');
    },
  );

  it.each([
    ['automatic', 'adyen:card', true],
    ['automatic', 'adyen:ideal', true],
    ['manual', 'adyen:card', false],
    ['manual', 'adyen:vipps', false],
    ['manual', 'adyen:ideal', true],
    ['manual', 'adyen:swish', true],
  ] as const)(
    'with %s capture, takes %s with its authorization: %s',
    (capture, methodId, atOnce) => {
      expect(gateway({ capture }).capturesOnAuthorization(methodId)).toBe(atOnce);
    },
  );

  it('refuses a method the storefront does not offer without calling Adyen', async () => {
    const before = fakeOf().requests.length;
    await expect(gateway().startSession(requestFor('adyen:swish', 'nl'))).rejects.toThrow(
      /no adyen:swish on nl/,
    );
    expect(fakeOf().requests).toHaveLength(before);
  });

  it('sends a discounted line that does not split into whole units as one unit of its total', () => {
    const [line] = requestFor('adyen:card').lines;
    const items = adyenLineItems([
      { ...line!, quantity: 3, totalAmount: 100_000, totalDiscount: 49_850 },
    ]);
    expect(items).toEqual([
      {
        id: 'SKU-1',
        description: '3 × T-shirt',
        quantity: 1,
        amountIncludingTax: 100_000,
        taxPercentage: 2500,
      },
    ]);
  });
});

describe('adyenGateway.sessionResult after the hosted page', () => {
  it('answers authorized for the 3-D Secure card with the right password, as the webhook counts it', async () => {
    const { request, session, back, outcome } = await checkout('adyen:card', 'sv', (url) =>
      payAdyenCard(url, FAKE_ADYEN_CARDS.threeDSecure, FAKE_ADYEN_3DS_PASSWORD),
    );
    expect(back.origin + back.pathname).toBe('https://nordshop.example/sv/checkout/return');
    expect(back.searchParams.get('payment_ref')).toBe(request.merchantReference);
    expect(back.searchParams.get('sessionId')).toBe(session.sessionId);
    const psp = fakeOf().sessions.get(session.sessionId)!.payments[0]!.pspReference;
    expect(psp).toMatch(/^[A-Z0-9]{16}$/);
    expect(outcome).toEqual({
      type: 'authorized',
      reference: psp,
      amount: 104_900,
      currency: 'SEK',
      eventId: `AUTHORISATION:${psp}:true`,
    });
    const sent = fakeOf().requests.at(-1)!;
    expect(sent.path).toBe(`/v71/sessions/${session.sessionId}`);
    expect(sent.search.get('sessionResult')).toBe(back.searchParams.get('sessionResult'));
    expect(sent.headers.get('x-api-key')).toBe(API_KEY);
  });

  it('answers refused for the 3-D Secure card with a wrong password', async () => {
    const { session, outcome } = await checkout('adyen:card', 'sv', (url) =>
      payAdyenCard(url, FAKE_ADYEN_CARDS.threeDSecure, 'letmein'),
    );
    expect(outcome).toEqual({ type: 'refused', eventId: `SESSION:${session.sessionId}:refused` });
  });

  it('answers refused for the declined card, and authorized for the frictionless one', async () => {
    const declined = await checkout('adyen:card', 'fi', (url) =>
      payAdyenCard(url, FAKE_ADYEN_CARDS.declined),
    );
    expect(declined.outcome).toMatchObject({ type: 'refused' });
    const frictionless = await checkout('adyen:card', 'fi', (url) =>
      payAdyenCard(url, FAKE_ADYEN_CARDS.authorised),
    );
    expect(frictionless.outcome).toMatchObject({ type: 'authorized', amount: 104_900 });
  });

  it('answers authorized when the shopper approves at the iDEAL test bank', async () => {
    const { outcome } = await checkout('adyen:ideal', 'nl', async (url) => {
      expect(await (await fetch(url)).text()).toContain('iDEAL test bank');
      return pressAdyenButton(url, 'Approve payment');
    });
    expect(outcome).toMatchObject({ type: 'authorized', amount: 104_900 });
  });

  it('answers refused when the shopper cancels', async () => {
    const { session, outcome } = await checkout('adyen:swish', 'sv', (url) =>
      pressAdyenButton(url, 'Cancel'),
    );
    expect(outcome).toEqual({ type: 'refused', eventId: `SESSION:${session.sessionId}:canceled` });
  });

  it('answers refused for a session whose hour ran out unpaid, its page closed', async () => {
    const request = requestFor('adyen:card');
    const session = opened(await gateway().startSession(request));
    const sessionResult = fakeOf().expire(session.sessionId);
    expect((await fetch(session.redirectUrl)).status).toBe(410);
    expect(
      await gateway().sessionResult(storedPayment(request, session.sessionId), { sessionResult }),
    ).toEqual({ type: 'refused', eventId: `SESSION:${session.sessionId}:expired` });
  });

  it('answers pending without asking Adyen when the return URL carries no sessionResult', async () => {
    const request = requestFor('adyen:card');
    const session = opened(await gateway().startSession(request));
    const before = fakeOf().requests.length;
    expect(await gateway().sessionResult(storedPayment(request, session.sessionId), {})).toEqual({
      type: 'pending',
    });
    expect(fakeOf().requests).toHaveLength(before);
  });

  it('makes a sessionResult Adyen did not issue Adyen’s 422 with its error code', async () => {
    const request = requestFor('adyen:card');
    const session = opened(await gateway().startSession(request));
    const error = await providerFailureOf(() =>
      gateway().sessionResult(storedPayment(request, session.sessionId), {
        sessionResult: 'forged',
      }),
    );
    expect(error).toMatchObject({ provider: 'adyen', problem: 422, code: '14_030' });
  });
});
