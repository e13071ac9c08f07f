import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { adyenGateway, type AdyenMethodId } from '../src/payments/adyen/adyen-gateway';
import type { HostedPaymentRequest } from '../src/payments/hosted-payment';
import { startFakeAdyen, type FakeAdyen } from './fake-adyen';
import { opened, storedPayment } from './hosted-pages';

// The Adyen adapter's contract tests' set-up: the fake Adyen, a local server standing in for the
// shop's webhook endpoint, and the adapter pointed at the fake.

export const API_KEY = 'AQE-fake-adyen-key-1234';
export const MERCHANT = 'NordshopECOM';
export const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
export const EMAIL = 'anna.andersson@example.se';

let orderNo = 0;

/** A request for `methodId` on `locale`: two shirts and shipping, 1 049 kr incl. VAT. */
export function requestFor(
  methodId: AdyenMethodId,
  locale: LocaleCode = 'sv',
): HostedPaymentRequest {
  orderNo += 1;
  const reference = `NS-2024-${orderNo}`;
  return {
    locale,
    methodId,
    customerType: 'private',
    amount: 104_900,
    vatTotal: 20_980,
    currency: STOREFRONTS[locale].currency,
    email: EMAIL,
    orgNumber: null,
    companyName: null,
    merchantReference: reference,
    idempotencyKey: `idem-${reference}`,
    returnUrl: `https://nordshop.example/${locale}/checkout/return?payment_ref=${reference}`,
    notificationUrl: `https://nordshop.example/api/payments/adyen/webhook?payment_ref=${reference}`,
    lines: [
      {
        reference: 'SKU-1',
        name: 'T-shirt',
        kind: 'physical',
        quantity: 2,
        unitPrice: 49_950,
        taxRate: 2500,
        totalAmount: 99_900,
        totalDiscount: 0,
        totalTax: 19_980,
      },
      {
        reference: 'shipping',
        name: 'PostNord',
        kind: 'shipping_fee',
        quantity: 1,
        unitPrice: 5_000,
        taxRate: 2500,
        totalAmount: 5_000,
        totalDiscount: 0,
        totalTax: 1_000,
      },
    ],
  };
}

/**
 * Starts the fake and the stand-in shop for the test file (vitest hooks); the fake, what the shop
 * received, the adapter and a whole checkout through the page.
 */
export function useFakeAdyen() {
  const received: unknown[] = [];
  let shop: Server;
  let fake: FakeAdyen | undefined;
  beforeAll(async () => {
    shop = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        received.push(JSON.parse(text));
        res.end('[accepted]');
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/webhooks/adyen`;
    fake = await startFakeAdyen({
      apiKey: API_KEY,
      hmacKey: HMAC_KEY,
      webhookUrl,
      merchantAccount: MERCHANT,
    });
  });
  afterAll(async () => {
    await fake?.close();
    shop.closeAllConnections();
    await new Promise((resolve) => shop.close(resolve));
  });
  afterEach(() => fake?.answerWith('ok'));

  const theFake = () => {
    if (!fake) throw new Error('the fake Adyen is not started');
    return fake;
  };
  const gateway = (
    settings: { apiKey?: string; timeoutMs?: number; capture?: 'automatic' | 'manual' } = {},
  ) =>
    adyenGateway({
      apiKey: settings.apiKey ?? API_KEY,
      merchantAccount: MERCHANT,
      hmacKey: HMAC_KEY,
      checkoutUrl: theFake().checkoutUrl,
      capture: settings.capture ?? 'automatic',
      timeoutMs: settings.timeoutMs ?? 5_000,
    });
  /** Opens a session, walks its page with `walk`, and asks the gateway how it ended. */
  const checkout = async (
    methodId: AdyenMethodId,
    locale: LocaleCode,
    walk: (redirectUrl: string) => Promise<URL>,
    capture: 'automatic' | 'manual' = 'automatic',
  ) => {
    const request = requestFor(methodId, locale);
    const session = opened(await gateway({ capture }).startSession(request));
    const back = await walk(session.redirectUrl);
    const sessionResult = back.searchParams.get('sessionResult') ?? undefined;
    const outcome = await gateway().sessionResult(storedPayment(request, session), {
      sessionResult,
    });
    return { request, session, back, outcome };
  };
  return { fake: theFake, received, gateway, checkout };
}
