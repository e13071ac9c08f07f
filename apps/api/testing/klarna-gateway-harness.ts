import { STOREFRONTS, vatInAmount, type LocaleCode } from '@nordshop/locale-config';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type {
  HostedPayment,
  HostedPaymentLine,
  HostedPaymentRequest,
} from '../src/payments/hosted-payment';
import { klarnaGateway } from '../src/payments/klarna/klarna-gateway';
import { startFakeKlarna, type FakeKlarna, type FakeKlarnaRequest } from './fake-klarna';
import { finishKlarnaPage, opened, storedPayment } from './hosted-pages';

// The Klarna adapter's contract tests' set-up: the fake Klarna and the adapter pointed at it.

export const USERNAME = 'PK12345_nordshop';
export const PASSWORD = 'klarna-secret-password';
export const EMAIL = 'anna.andersson@example.se';
export const ORG_NUMBER = '556677-8899';

/** A line of `quantity` units at `unitPrice` less `discount`, VAT at 25 %. */
export function line(
  reference: string,
  kind: HostedPaymentLine['kind'],
  quantity: number,
  unitPrice: number,
  discount = 0,
): HostedPaymentLine {
  const totalAmount = quantity * unitPrice - discount;
  return {
    reference,
    name: reference,
    kind,
    quantity,
    unitPrice,
    taxRate: 2500,
    totalAmount,
    totalDiscount: discount,
    totalTax: vatInAmount(totalAmount, 25),
  };
}

export const LINES = [
  line('SKU-1001', 'physical', 2, 12_900, 1_000),
  line('shipping', 'shipping_fee', 1, 4_900),
  line('payment-fee', 'surcharge', 1, 2_900),
];

let orderNumber = 0;

/** An order of LINES on `locale` by a shopper, or by a company with its org number. */
export function orderRequest(
  customerType: 'private' | 'company' = 'private',
  methodId = customerType === 'private' ? 'klarna:pay-later' : 'klarna:company-invoice',
  locale: LocaleCode = 'sv',
): HostedPaymentRequest {
  orderNumber += 1;
  return {
    locale,
    methodId,
    customerType,
    amount: LINES.reduce((sum, l) => sum + l.totalAmount, 0),
    vatTotal: LINES.reduce((sum, l) => sum + l.totalTax, 0),
    currency: STOREFRONTS[locale].currency,
    email: EMAIL,
    orgNumber: customerType === 'company' ? ORG_NUMBER : null,
    companyName: customerType === 'company' ? 'Exempel AB' : null,
    merchantReference: `NS-${orderNumber}`,
    idempotencyKey: `idem-${orderNumber}`,
    returnUrl: `https://shop.example/${locale}/kassa/betalning?payment_ref=NS-${orderNumber}`,
    // A closed local port: the fake's status updates find no shop here.
    notificationUrl: `http://127.0.0.1:9/api/payments/klarna/webhook?payment_ref=NS-${orderNumber}`,
    lines: LINES,
  };
}

/** Starts the fake for the test file (vitest hooks); the fake, the adapter and page walks. */
export function useFakeKlarna() {
  let fake: FakeKlarna | undefined;
  beforeAll(async () => {
    fake = await startFakeKlarna({ username: USERNAME, password: PASSWORD });
  });
  afterAll(() => fake?.close());
  afterEach(() => fake?.answerWith('ok'));
  const theFake = () => {
    if (!fake) throw new Error('the fake Klarna is not started');
    return fake;
  };
  const gateway = (settings: { password?: string; timeoutMs?: number } = {}) =>
    klarnaGateway({
      username: USERNAME,
      password: settings.password ?? PASSWORD,
      apiUrl: theFake().apiUrl,
      timeoutMs: settings.timeoutMs ?? 5_000,
    });
  /** The requests made to `path` since `from`. */
  const requestsTo = (path: string, from = 0): FakeKlarnaRequest[] =>
    theFake()
      .requests.slice(from)
      .filter((r) => r.path === path);
  /** Starts a session, walks the page to its end and asks for the outcome. */
  const paidWith = async (
    request: HostedPaymentRequest,
    action: 'confirm' | 'cancel',
    identity?: string,
  ) => {
    const session = opened(await gateway().startSession(request));
    const returned = await finishKlarnaPage(session.redirectUrl, action, identity);
    const payment = storedPayment(request, session);
    const outcome = await gateway().sessionResult(payment, {});
    return { session, returned, payment, outcome };
  };
  /** A payment authorized through the hosted page, with its order reference. */
  const authorizedPayment = async (): Promise<HostedPayment> => {
    const { payment, outcome } = await paidWith(orderRequest(), 'confirm');
    if (outcome.type !== 'authorized') throw new Error(`not authorized: ${outcome.type}`);
    return { ...payment, reference: outcome.reference };
  };
  return { fake: theFake, gateway, requestsTo, paidWith, authorizedPayment };
}
