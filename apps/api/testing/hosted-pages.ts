import {
  PaymentProviderError,
  type HostedPayment,
  type HostedPaymentRequest,
  type HostedSession,
} from '../src/payments/hosted-payment';
import { FAKE_KLARNA_TEST_IDENTITY } from './fake-klarna';

// A shopper on the fake providers' hosted pages, walked with plain fetch as a browser without
// JavaScript would: read the page, post its form, stop at the 303 that sends them back to the shop.

/** The `name` of the input labelled `label` in a page. */
function fieldNamed(html: string, label: string): string {
  const id = new RegExp(`<label for="([^"]+)">${label}</label>`).exec(html)?.[1];
  const input = new RegExp(`<input\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  const name = input && /\bname="([^"]+)"/.exec(input)?.[1];
  if (!name) throw new Error(`no input labelled ${label}`);
  return name;
}

/** The name and value of the submit button reading `text`. */
function buttonNamed(html: string, text: string): [string, string] {
  const button = new RegExp(`<button\\b([^>]*)>${text}</button>`).exec(html)?.[1] ?? '';
  const name = /\bname="([^"]+)"/.exec(button)?.[1];
  const value = /\bvalue="([^"]+)"/.exec(button)?.[1];
  if (!name || !value) throw new Error(`no button ${text}`);
  return [name, value];
}

/** Submits a page's form as a browser would (urlencoded), without following a redirect. */
export async function submitForm(
  pageUrl: string,
  html: string,
  fields: Record<string, string>,
): Promise<Response> {
  const action = /<form\b[^>]*\baction="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form');
  return fetch(new URL(action, pageUrl), {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** Where the page sends the shopper back to (the 303's Location). */
export function returnOf(response: Response): URL {
  if (response.status !== 303) throw new Error(`expected a 303, got ${response.status}`);
  return new URL(response.headers.get('location') ?? '');
}

/**
 * Pays a card session on the fake Adyen's hosted page; `password` answers the 3-D Secure
 * challenge when the card asks for one. The URL the shopper is sent back to.
 */
export async function payAdyenCard(
  redirectUrl: string,
  cardNumber: string,
  password?: string,
): Promise<URL> {
  const html = await (await fetch(redirectUrl)).text();
  const answer = await submitForm(redirectUrl, html, {
    [fieldNamed(html, 'Card number')]: cardNumber,
    [fieldNamed(html, 'Expiry date')]: '03/30',
    [fieldNamed(html, 'Security code')]: '737',
    ...Object.fromEntries([buttonNamed(html, 'Pay')]),
  });
  if (password === undefined) return returnOf(answer);
  const challenge = await answer.text();
  if (!challenge.includes('<h1>3-D Secure authentication</h1>'))
    throw new Error('no 3-D Secure challenge');
  return returnOf(
    await submitForm(redirectUrl, challenge, { [fieldNamed(challenge, 'Password')]: password }),
  );
}

/** Presses `button` on the fake Adyen's wallet or bank page. */
export async function pressAdyenButton(
  redirectUrl: string,
  button: 'Approve payment' | 'Cancel',
): Promise<URL> {
  const html = await (await fetch(redirectUrl)).text();
  return returnOf(
    await submitForm(redirectUrl, html, Object.fromEntries([buttonNamed(html, button)])),
  );
}

/** Confirms or cancels on the fake Klarna's hosted page with `identity`. */
export async function finishKlarnaPage(
  redirectUrl: string,
  action: 'confirm' | 'cancel',
  identity = FAKE_KLARNA_TEST_IDENTITY,
): Promise<URL> {
  const page = await fetch(redirectUrl);
  if (page.status !== 200) throw new Error(`the Klarna page answered ${page.status}`);
  return returnOf(await submitForm(redirectUrl, await page.text(), { identity, action }));
}

/** The payment the shop stores for a session started with `request` (its provider reference once known). */
export const storedPayment = (
  request: HostedPaymentRequest,
  session: string | HostedSession,
  reference: string | null = null,
): HostedPayment => ({
  merchantReference: request.merchantReference,
  sessionId: typeof session === 'string' ? session : session.sessionId,
  sessionUrl: typeof session === 'string' ? null : session.sessionUrl,
  expiresAt: typeof session === 'string' ? null : session.expiresAt,
  reference,
  amount: request.amount,
  currency: request.currency,
  locale: request.locale,
  lines: request.lines,
  retries: { capture: 0, cancel: 0, refund: 0 },
});

/** The session a gateway opened, or a failed test when the provider offered none. */
export function opened(session: HostedSession | null): HostedSession {
  if (!session) throw new Error('the provider opened no page');
  return session;
}

/** The PaymentProviderError `call` fails with (anything else, or no failure, is thrown). */
export async function providerFailureOf(
  call: () => Promise<unknown>,
): Promise<PaymentProviderError> {
  const error: unknown = await call().then(
    () => new Error('the call did not fail'),
    (err: unknown) => err,
  );
  if (error instanceof PaymentProviderError) return error;
  throw error;
}
