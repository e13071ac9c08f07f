import { getRequestListener } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  adyenError,
  createSession,
  modify,
  sessionResult,
  type FakeAdyenState,
} from './fake-adyen-api';
import { hostedPage } from './fake-adyen-checkout';
import type { FakeAdyenSession } from './fake-adyen-pages';
import {
  disputeItem,
  itemAbout,
  pspReference,
  type FakeAdyenCaptureDelay,
  type FakeAdyenModification,
  type FakeAdyenPayment,
} from './fake-adyen-payments';
import {
  notifier,
  type FakeAdyenNotifierOptions,
  type FakeAdyenUnsignedItem,
  type FakeAdyenWebhook,
} from './fake-adyen-webhooks';
import { requestBody } from './fake-http';

export type { FakeAdyenNotificationItem, FakeAdyenWebhook } from './fake-adyen-webhooks';
export type {
  FakeAdyenCaptureDelay,
  FakeAdyenModification,
  FakeAdyenPayment,
} from './fake-adyen-payments';
export { FAKE_ADYEN_3DS_PASSWORD, FAKE_ADYEN_CARDS } from './fake-adyen-pages';
export type { FakeAdyenAmount, FakeAdyenSession } from './fake-adyen-pages';

/** How the fake's Checkout API answers: as documented, an error status, never, or another shape. */
export type FakeAdyenMode = 'ok' | 500 | 503 | 'hang' | 'malformed';

/** One request the fake received: `body` is the parsed JSON or form, null when none. */
export interface FakeAdyenRequest {
  readonly method: string;
  readonly path: string;
  readonly search: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

/** Adyen's Checkout API (v71), its hosted payment page and its webhooks on a free loopback port. */
export interface FakeAdyen {
  /** The Checkout API's base URL, e.g. http://127.0.0.1:PORT/v71. */
  readonly checkoutUrl: string;
  /** Every request received (API and hosted page), oldest first. */
  readonly requests: readonly FakeAdyenRequest[];
  readonly sessions: ReadonlyMap<string, FakeAdyenSession>;
  /** The authorised payments by pspReference. */
  readonly payments: ReadonlyMap<string, FakeAdyenPayment>;
  readonly modifications: readonly FakeAdyenModification[];
  /** The webhooks posted so far (see {@link FakeAdyen.settled}). */
  readonly webhooksSent: readonly FakeAdyenWebhook[];
  /** Answers every later Checkout API request this way; the hosted page always works. */
  answerWith(mode: FakeAdyenMode): void;
  /** Receives the next `kind` of modification (201) and reports it not carried out (`success: "false"`). */
  refuseNext(kind: 'capture' | 'cancel' | 'refund'): void;
  /** The card scheme rejects the payment's last capture after Adyen reported it done: CAPTURE_FAILED. */
  failCapture(paymentPsp: string): void;
  /** The payment's last refund does not reach the shopper: REFUND_FAILED or REFUNDED_REVERSED. */
  failRefund(paymentPsp: string, eventCode: 'REFUND_FAILED' | 'REFUNDED_REVERSED'): void;
  /** A step of a dispute of the payment (of all that was taken, unless `amount`). */
  dispute(
    paymentPsp: string,
    eventCode: 'NOTIFICATION_OF_CHARGEBACK' | 'CHARGEBACK' | 'CHARGEBACK_REVERSED',
    amount?: number,
  ): void;
  /** Posts items in one body, as Adyen's batches do. */
  post(items: readonly FakeAdyenUnsignedItem[]): void;
  /** Resolves once no webhook is in flight. */
  settled(): Promise<void>;
  /**
   * Ends an active session unpaid, as its hour running out does: the page answers 410, and the
   * session's result (its sessionResult given back) is `expired`.
   */
  expire(sessionId: string): string;
  close(): Promise<void>;
}

/**
 * What the fake was started with: `hmacKey` (hex) signs the webhooks, which go out only with
 * `webhookUrl` too; `webhookRetryDelaysMs` are the waits before each retry, Adyen's by default.
 */
export interface FakeAdyenOptions extends FakeAdyenNotifierOptions {
  /** The `X-API-Key` it accepts. */
  readonly apiKey: string;
  /** The only merchant account it accepts (403 otherwise); any when absent. */
  readonly merchantAccount?: string;
  /**
   * The account's capture delay: `immediate` (Adyen's default: "By default, payments are captured
   * automatically without a delay, immediately after authorization") or `manual`.
   */
  readonly captureDelay?: FakeAdyenCaptureDelay;
  /** The loopback port to listen on; default a free one. */
  readonly port?: number;
}

/**
 * Adyen's Checkout API v71, Hosted Checkout and standard webhooks as a local server, built from
 * Adyen's documentation (not recorded from it). The API checks `X-API-Key` (401 with Adyen's body)
 * and answers:
 * - POST /v71/sessions: 201 with `url` (the hosted page) when `mode` is `hosted`; 422 without
 *   merchantAccount, amount, reference or returnUrl; 403 for another merchant account.
 * - GET /v71/sessions/{id}?sessionResult=: the session's status, reference and authorised
 *   payments; 404 for an unknown id, 422 for a missing or wrong sessionResult.
 * - POST /v71/payments/{pspReference}/captures | cancels | refunds: 201 `received` with a new
 *   pspReference, the outcome reported later by webhook (a capture of a payment taken at
 *   authorisation, or a cancellation of one taken, reported `success: "false"`); 422 for an unknown
 *   payment, more than authorised captured, more than captured refunded.
 *
 * Capture follows the account (`captureDelay`, `immediate` by default as at Adyen) and the
 * session's `additionalData.manualCapture`; iDEAL and Swish are always taken at authorisation.
 *
 * The hosted page (GET /checkoutshopper/pay/{id}) takes a card when `scheme` is allowed:
 * {@link FAKE_ADYEN_CARDS}.threeDSecure leads to a 3-D Secure challenge that
 * {@link FAKE_ADYEN_3DS_PASSWORD} passes and any other password fails; `authorised` is authorised at
 * once; `declined` and any other number are refused. Swish, Vipps, MobilePay and iDEAL pages have
 * "Approve payment" and "Cancel". Finishing the page redirects (303) to the returnUrl with
 * `sessionId` and `sessionResult`.
 *
 * With `hmacKey` and `webhookUrl`, each authorisation, modification outcome, failure and dispute
 * step is posted as a standard notification signed with HMAC-SHA256, in the background, and posted
 * again when the shop does not accept it (Adyen's timeout and first retries: fake-adyen-webhooks.ts).
 */
export async function startFakeAdyen(options: FakeAdyenOptions): Promise<FakeAdyen> {
  let mode: FakeAdyenMode = 'ok';
  const requests: FakeAdyenRequest[] = [];
  const { post, webhooksSent, settled, stop } = notifier(options);
  const state: FakeAdyenState = {
    sessions: new Map(),
    payments: new Map(),
    modifications: [],
    refusing: new Set(),
    accountDelay: options.captureDelay ?? 'immediate',
    merchantAccount: options.merchantAccount,
    post,
    origin: '',
  };
  const hanging: (() => void)[] = [];

  const api = (request: Request, path: string, search: URLSearchParams, body: unknown) => {
    if (mode === 'hang')
      return new Promise<Response>((resolve) =>
        hanging.push(() => resolve(new Response(null, { status: 503 }))),
      );
    if (typeof mode === 'number')
      return adyenError(mode, '000', 'An unknown error occurred', 'internal');
    if (mode === 'malformed')
      return Response.json(
        { sessions: 'none today' },
        { status: request.method === 'GET' ? 200 : 201 },
      );
    if (request.headers.get('x-api-key') !== options.apiKey)
      return adyenError(401, '000', 'HTTP Status Response - Unauthorized', 'security');
    const [, , resource, id, action] = path.split('/');
    if (request.method === 'POST' && path === '/v71/sessions') return createSession(state, body);
    if (request.method === 'GET' && resource === 'sessions' && id && !action)
      return sessionResult(state, decodeURIComponent(id), search);
    const modification = ['captures', 'cancels', 'refunds'].includes(action ?? '');
    if (request.method === 'POST' && resource === 'payments' && id && action && modification)
      return modify(state, decodeURIComponent(id), action, body);
    return adyenError(404, '000', 'Not Found', 'validation');
  };

  const listener = getRequestListener(async (request) => {
    const url = new URL(request.url);
    const body =
      requestBody(
        request.method === 'GET' ? '' : await request.text(),
        request.headers.get('content-type'),
      ) ?? null;
    requests.push({
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      headers: request.headers,
      body,
    });
    if (url.pathname.startsWith('/v71/')) return api(request, url.pathname, url.searchParams, body);
    if (url.pathname.startsWith('/checkoutshopper/pay/'))
      return hostedPage(state, request, url.pathname, body);
    return new Response('Not found', { status: 404 });
  });
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.origin = origin;
  const { sessions, payments, modifications, refusing } = state;

  const paymentOf = (psp: string) => {
    const payment = payments.get(psp);
    if (!payment) throw new Error(`no payment ${psp}`);
    return payment;
  };
  return {
    checkoutUrl: `${origin}/v71`,
    requests,
    sessions,
    payments,
    modifications,
    webhooksSent,
    refuseNext: (kind) => void refusing.add(kind),
    failCapture: (psp) => {
      const payment = paymentOf(psp);
      const last = payment.captures.at(-1) ?? { psp: pspReference(), amount: payment.captured };
      payment.captured -= last.amount;
      post([
        itemAbout(payment, 'CAPTURE_FAILED', {
          psp: last.psp,
          amount: last.amount,
          reason: 'Capture Failed',
        }),
      ]);
    },
    failRefund: (psp, eventCode) => {
      const payment = paymentOf(psp);
      const last = payment.refunds.pop();
      if (!last) throw new Error(`no refund of ${psp}`);
      payment.refunded -= last.amount;
      post([
        itemAbout(payment, eventCode, {
          psp: last.psp,
          amount: last.amount,
          reason: 'Refund Failed',
        }),
      ]);
    },
    dispute: (psp, eventCode, amount) => {
      const payment = paymentOf(psp);
      post([disputeItem(payment, eventCode, amount ?? payment.captured)]);
    },
    post,
    expire: (sessionId) => {
      const session = sessions.get(sessionId);
      if (session?.status !== 'active') throw new Error(`no active session ${sessionId}`);
      session.status = 'expired';
      session.sessionResult = randomBytes(24).toString('base64url');
      return session.sessionResult;
    },
    answerWith: (next) => {
      mode = next;
    },
    settled,
    close: async () => {
      // Deliveries on their way end; retries still waiting are not sent.
      stop();
      await settled();
      for (const release of hanging) release();
      // Kept-alive connections too: after a request cut off by the client's timeout, Node's
      // close() alone waits for them for seconds.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
