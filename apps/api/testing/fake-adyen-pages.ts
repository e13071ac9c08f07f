// The fake Adyen's hosted pages: the card form with its 3-D Secure challenge, and the wallet's or
// bank's approve/cancel page, plain accessible HTML without outside assets.

import { escapeHtml } from './fake-http';

/** The test cards of the fake's hosted card page (spaces optional). */
export const FAKE_ADYEN_CARDS = {
  /** Adyen's 3-D Secure 2 test card: a challenge, passed with {@link FAKE_ADYEN_3DS_PASSWORD}. */
  threeDSecure: '4917 6100 0000 0000',
  /** Authorised without a challenge. */
  authorised: '4111 1111 1111 1111',
  /** Refused, as is every number not listed here. */
  declined: '4000 0000 0000 0002',
} as const;

/** The password that passes the 3-D Secure challenge; any other fails it. */
export const FAKE_ADYEN_3DS_PASSWORD = 'password';

/** An amount in minor units and its ISO 4217 currency. */
export interface FakeAdyenAmount {
  readonly value: number;
  readonly currency: string;
}

/**
 * The locales adyen-web translates its pages into (packages/lib/src/language/locales), and how it
 * picks one: the shopper locale itself, else the first with the same two-letter language, else
 * en-US. Norwegian is `no-NO`, so `nb-NO` falls back to English.
 */
const PAGE_LOCALES = [
  'ar',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'en-US',
  'es-ES',
  'fi-FI',
  'fr-FR',
  'hr-HR',
  'hu-HU',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'nl-NL',
  'no-NO',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sl-SI',
  'sv-SE',
  'zh-CN',
  'zh-TW',
];

/** The locale the hosted page speaks for a shopper locale (adyen-web's matchLocale). */
export function pageLocaleOf(shopperLocale: string | undefined): string {
  if (!shopperLocale) return 'en-US';
  if (PAGE_LOCALES.includes(shopperLocale)) return shopperLocale;
  const language = shopperLocale.slice(0, 2).toLowerCase();
  return PAGE_LOCALES.find((locale) => locale.slice(0, 2) === language) ?? 'en-US';
}

/** A session the fake opened, and how the shopper ended it on the hosted page. */
export interface FakeAdyenSession {
  readonly id: string;
  readonly merchantAccount: string;
  readonly amount: FakeAdyenAmount;
  readonly reference: string;
  readonly returnUrl: string;
  /** Adyen `type`s the page offers; the card form when it holds `scheme` (or is empty). */
  readonly allowedPaymentMethods: readonly string[];
  /** The locale the page speaks (pageLocaleOf the session's shopperLocale). */
  readonly pageLocale: string;
  /** Whether the session asked for manual capture (`additionalData.manualCapture`). */
  readonly manualCapture: boolean;
  status: 'active' | 'canceled' | 'completed' | 'refused' | 'expired';
  /** Whether the shopper is at the 3-D Secure challenge. */
  challenge: boolean;
  /** The opaque `sessionResult` put on the return URL, null until the page is finished. */
  sessionResult: string | null;
  readonly payments: { pspReference: string; resultCode: 'Authorised'; amount: FakeAdyenAmount }[];
}

/** The names of the wallet and bank methods on their test page. */
const METHOD_PAGES: Readonly<Record<string, string>> = {
  swish: 'Swish test app',
  vipps: 'Vipps test app',
  mobilepay: 'MobilePay test app',
  ideal: 'iDEAL test bank',
};

/** Whether a session's page takes a card (it allows `scheme`, or names no method). */
export const takesCards = (session: FakeAdyenSession) =>
  session.allowedPaymentMethods.length === 0 || session.allowedPaymentMethods.includes('scheme');

/** A small accessible page without external assets. */
export function page(title: string, session: FakeAdyenSession, content: string, status = 200) {
  const amount = `${(session.amount.value / 100).toFixed(2)} ${session.amount.currency}`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p>Amount: <strong>${escapeHtml(amount)}</strong></p>
${content}
</main></body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'",
    },
  });
}

/** The hosted page of a session: the card form, or the wallet's or bank's approve/cancel page. */
export function paymentPage(session: FakeAdyenSession): Response {
  const action = `/checkoutshopper/pay/${session.id}`;
  const types = session.allowedPaymentMethods;
  if (takesCards(session))
    return page(
      'Adyen test payment',
      session,
      `<form method="post" action="${action}">
<p><label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required></p>
<p><label for="expiry-date">Expiry date</label>
<input id="expiry-date" name="expiryDate" placeholder="MM/YY" autocomplete="cc-exp" required></p>
<p><label for="security-code">Security code</label>
<input id="security-code" name="securityCode" inputmode="numeric" autocomplete="cc-csc" required></p>
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>`,
    );
  const name = METHOD_PAGES[types[0] ?? ''] ?? `${types[0] ?? ''} test page`;
  return page(
    'Adyen test payment',
    session,
    `<h2>${escapeHtml(name)}</h2>
<form method="post" action="${action}">
<button type="submit" name="action" value="approve">Approve payment</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`,
  );
}

/** The 3-D Secure challenge of the test card. */
export function challengePage(session: FakeAdyenSession): Response {
  return page(
    '3-D Secure authentication',
    session,
    `<p>Enter the password your card issuer gave you.</p>
<form method="post" action="/checkoutshopper/pay/${session.id}/challenge">
<p><label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="one-time-code" required></p>
<button type="submit">Submit</button>
</form>`,
  );
}
