import { getRequestListener } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod';
import {
  FAKE_ADYEN_3DS_PASSWORD,
  FAKE_ADYEN_CARDS,
  challengePage,
  page,
  paymentPage,
  takesCards,
  type FakeAdyenAmount,
  type FakeAdyenSession,
} from './fake-adyen-pages';
import { notifier, type FakeAdyenWebhook } from './fake-adyen-webhooks';
import { requestBody } from './fake-http';

export type { FakeAdyenNotificationItem, FakeAdyenWebhook } from './fake-adyen-webhooks';

/** How the fake's Checkout API answers: as documented, an error status, never, or another shape. */
export type FakeAdyenMode = 'ok' | 500 | 503 | 'hang' | 'malformed';

export { FAKE_ADYEN_3DS_PASSWORD, FAKE_ADYEN_CARDS } from './fake-adyen-pages';
export type { FakeAdyenAmount, FakeAdyenSession } from './fake-adyen-pages';

/** A capture, cancellation or refund the fake took. */
export interface FakeAdyenModification {
  readonly kind: 'capture' | 'cancel' | 'refund';
  readonly paymentPspReference: string;
  readonly pspReference: string;
  readonly reference: string | undefined;
  readonly amount: FakeAdyenAmount | undefined;
}

/** One request the fake received: `body` is the parsed JSON or form, null when none. */
export interface FakeAdyenRequest {
  readonly method: string;
  readonly path: string;
  readonly search: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
}

/** Adyen's Checkout API (v71) and its hosted payment page on a free loopback port. */
export interface FakeAdyen {
  /** The Checkout API's base URL, e.g. http://127.0.0.1:PORT/v71. */
  readonly checkoutUrl: string;
  /** Every request received (API and hosted page), oldest first. */
  readonly requests: readonly FakeAdyenRequest[];
  readonly sessions: ReadonlyMap<string, FakeAdyenSession>;
  readonly modifications: readonly FakeAdyenModification[];
  /** The webhooks posted so far (see {@link FakeAdyen.settled}). */
  readonly webhooksSent: readonly FakeAdyenWebhook[];
  /** Answers every later Checkout API request this way; the hosted page always works. */
  answerWith(mode: FakeAdyenMode): void;
  /** Resolves once no webhook is in flight. */
  settled(): Promise<void>;
  /**
   * Ends an active session unpaid, as its hour running out does: the page answers 410, and the
   * session's result (its sessionResult given back) is `expired`.
   */
  expire(sessionId: string): string;
  close(): Promise<void>;
}

/** What the fake was started with. */
export interface FakeAdyenOptions {
  /** The `X-API-Key` it accepts. */
  readonly apiKey: string;
  /** The HMAC key (hex) it signs webhooks with; webhooks go out only with `webhookUrl` too. */
  readonly hmacKey?: string;
  readonly webhookUrl?: string;
  /** The only merchant account it accepts (403 otherwise); any when absent. */
  readonly merchantAccount?: string;
  /** The loopback port to listen on; default a free one. */
  readonly port?: number;
}

/** An authorised payment: what was captured and refunded of it. */
interface Ledger {
  readonly session: FakeAdyenSession;
  captured: number;
  refunded: number;
  cancelled: boolean;
}

const AmountSchema = z.object({ value: z.number().int().min(0), currency: z.string().length(3) });
const SessionBodySchema = z.object({
  merchantAccount: z.string().min(1),
  amount: AmountSchema,
  reference: z.string().min(1),
  returnUrl: z.url(),
  mode: z.string().optional(),
  allowedPaymentMethods: z.array(z.string()).optional(),
});
const ModificationBodySchema = z.object({
  merchantAccount: z.string().min(1),
  reference: z.string().optional(),
  amount: AmountSchema.optional(),
});

/** Adyen's error body with its status. */
function adyenError(status: number, errorCode: string, message: string, errorType: string) {
  return Response.json({ status, errorCode, message, errorType }, { status });
}

const validation = (errorCode: string, message: string) =>
  adyenError(422, errorCode, message, 'validation');

/** A 16-character pspReference of uppercase letters and digits. */
function pspReference(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * Adyen's Checkout API v71 and Hosted Checkout as a local server, built from Adyen's documentation
 * (not recorded from it). The API checks `X-API-Key` (401 with Adyen's body) and answers:
 * - POST /v71/sessions: 201 with `url` (the hosted page) when `mode` is `hosted`; 422 without
 *   merchantAccount, amount, reference or returnUrl; 403 for another merchant account.
 * - GET /v71/sessions/{id}?sessionResult=: the session's status, reference and authorised
 *   payments; 404 for an unknown id, 422 for a missing or wrong sessionResult.
 * - POST /v71/payments/{pspReference}/captures | cancels | refunds: 201 `received` with a new
 *   pspReference; 422 for an unknown payment, more than authorised captured, more than captured
 *   refunded.
 *
 * The hosted page (GET /checkoutshopper/pay/{id}) takes a card when `scheme` is allowed:
 * {@link FAKE_ADYEN_CARDS}.threeDSecure (4917 6100 0000 0000) leads to a 3-D Secure challenge that
 * {@link FAKE_ADYEN_3DS_PASSWORD} passes (authorised) and any other password fails (refused);
 * `authorised` (4111 1111 1111 1111) is authorised at once; `declined` (4000 0000 0000 0002) and
 * any other number are refused. Swish, Vipps, MobilePay and iDEAL pages have "Approve payment" and
 * "Cancel". Finishing the page redirects (303) to the returnUrl with `sessionId` and
 * `sessionResult`, and marks the session completed (with an Authorised payment), refused or
 * canceled.
 *
 * With `hmacKey` and `webhookUrl`, each authorisation (approved or refused), capture, cancellation
 * and refund is also posted as a standard notification signed with HMAC-SHA256, in the background.
 */
export async function startFakeAdyen(options: FakeAdyenOptions): Promise<FakeAdyen> {
  let mode: FakeAdyenMode = 'ok';
  let origin = '';
  const requests: FakeAdyenRequest[] = [];
  const sessions = new Map<string, FakeAdyenSession>();
  const ledgers = new Map<string, Ledger>();
  const modifications: FakeAdyenModification[] = [];
  const { notify, webhooksSent, settled } = notifier(options);
  const hanging: (() => void)[] = [];

  const finish = (session: FakeAdyenSession, outcome: 'authorised' | 'refused' | 'canceled') => {
    const psp = pspReference();
    session.challenge = false;
    session.sessionResult = randomBytes(24).toString('base64url');
    if (outcome === 'authorised') {
      session.status = 'completed';
      session.payments.push({
        pspReference: psp,
        resultCode: 'Authorised',
        amount: session.amount,
      });
      ledgers.set(psp, { session, captured: 0, refunded: 0, cancelled: false });
      notify({ eventCode: 'AUTHORISATION', pspReference: psp }, true, session, session.amount);
    } else if (outcome === 'refused') {
      session.status = 'refused';
      const fields = { eventCode: 'AUTHORISATION', pspReference: psp, reason: 'Refused' } as const;
      notify(fields, false, session, session.amount);
    } else {
      session.status = 'canceled';
    }
    const query = new URLSearchParams({
      sessionId: session.id,
      sessionResult: session.sessionResult,
    });
    const separator = session.returnUrl.includes('?') ? '&' : '?';
    return new Response(null, {
      status: 303,
      headers: { location: `${session.returnUrl}${separator}${query.toString()}` },
    });
  };

  const createSession = (body: unknown): Response => {
    const parsed = SessionBodySchema.safeParse(body);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
      const code = field === 'amount' ? '100' : field === 'reference' ? '130' : '000';
      return validation(code, `Required field '${field}' is not provided.`);
    }
    const request = parsed.data;
    if (options.merchantAccount && request.merchantAccount !== options.merchantAccount)
      return adyenError(403, '901', 'Invalid Merchant Account', 'security');
    const session: FakeAdyenSession = {
      id: `CS${randomBytes(8).toString('hex').toUpperCase()}`,
      merchantAccount: request.merchantAccount,
      amount: request.amount,
      reference: request.reference,
      returnUrl: request.returnUrl,
      allowedPaymentMethods: request.allowedPaymentMethods ?? [],
      status: 'active',
      challenge: false,
      sessionResult: null,
      payments: [],
    };
    sessions.set(session.id, session);
    const hosted = request.mode === 'hosted';
    return Response.json(
      {
        id: session.id,
        ...(hosted ? { url: `${origin}/checkoutshopper/pay/${session.id}` } : {}),
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        amount: session.amount,
        reference: session.reference,
        returnUrl: session.returnUrl,
        merchantAccount: session.merchantAccount,
        mode: hosted ? 'hosted' : 'embedded',
        sessionData: randomBytes(48).toString('base64'),
      },
      { status: 201 },
    );
  };

  const sessionResult = (id: string, search: URLSearchParams): Response => {
    const session = sessions.get(id);
    if (!session) return adyenError(404, '000', 'Not Found', 'validation');
    const given = search.get('sessionResult');
    if (!given || given !== session.sessionResult)
      return validation('14_030', 'Invalid sessionResult');
    return Response.json({
      id: session.id,
      status: session.status,
      reference: session.reference,
      ...(session.payments.length ? { payments: session.payments } : {}),
    });
  };

  const modify = (psp: string, kind: string, body: unknown): Response => {
    const ledger = ledgers.get(psp);
    const parsed = ModificationBodySchema.safeParse(body);
    if (!ledger) return validation('167', 'Original pspReference required for this operation');
    if (!parsed.success)
      return validation('000', `Required field 'merchantAccount' is not provided.`);
    const { merchantAccount, reference, amount } = parsed.data;
    if (merchantAccount !== ledger.session.merchantAccount)
      return adyenError(403, '901', 'Invalid Merchant Account', 'security');
    const record = (modification: FakeAdyenModification, success = true) => {
      modifications.push(modification);
      const code = ({ capture: 'CAPTURE', cancel: 'CANCELLATION', refund: 'REFUND' } as const)[
        modification.kind
      ];
      notify(
        { eventCode: code, pspReference: modification.pspReference, originalReference: psp },
        success,
        ledger.session,
        modification.amount ?? ledger.session.amount,
      );
      return Response.json(
        {
          merchantAccount,
          paymentPspReference: psp,
          pspReference: modification.pspReference,
          reference,
          status: 'received',
          ...(amount ? { amount } : {}),
        },
        { status: 201 },
      );
    };
    const base = { paymentPspReference: psp, pspReference: pspReference(), reference, amount };
    if (kind === 'cancels') {
      const cancelled = ledger.captured === 0;
      ledger.cancelled ||= cancelled;
      return record({ ...base, kind: 'cancel' }, cancelled);
    }
    if (!amount) return validation('100', "Required object 'amount' is not provided.");
    if (amount.currency !== ledger.session.amount.currency)
      return validation('000', 'Currency does not match the payment');
    if (kind === 'captures') {
      if (ledger.cancelled || ledger.captured + amount.value > ledger.session.amount.value)
        return validation('000', 'Capture amount exceeds the authorised amount');
      ledger.captured += amount.value;
      return record({ ...base, kind: 'capture' });
    }
    if (ledger.refunded + amount.value > ledger.captured)
      return validation('000', 'Refund amount exceeds the captured amount');
    ledger.refunded += amount.value;
    return record({ ...base, kind: 'refund' });
  };

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
    if (request.method === 'POST' && path === '/v71/sessions') return createSession(body);
    if (request.method === 'GET' && resource === 'sessions' && id && !action)
      return sessionResult(decodeURIComponent(id), search);
    const modification = ['captures', 'cancels', 'refunds'].includes(action ?? '');
    if (request.method === 'POST' && resource === 'payments' && id && action && modification)
      return modify(decodeURIComponent(id), action, body);
    return adyenError(404, '000', 'Not Found', 'validation');
  };

  const hostedPage = (request: Request, path: string, body: unknown): Response => {
    const [, , , id, step] = path.split('/');
    const session = sessions.get(id ?? '');
    if (!session) return new Response('Not found', { status: 404 });
    if (session.status !== 'active')
      return page('Adyen test payment', session, '<p>This payment session has ended.</p>', 410);
    if (request.method === 'GET')
      return session.challenge ? challengePage(session) : paymentPage(session);
    const form = (typeof body === 'object' && body ? body : {}) as Record<string, string>;
    if (step === 'challenge') {
      if (!session.challenge) return paymentPage(session);
      return finish(
        session,
        form['password'] === FAKE_ADYEN_3DS_PASSWORD ? 'authorised' : 'refused',
      );
    }
    if (form['action'] === 'cancel') return finish(session, 'canceled');
    if (!takesCards(session))
      return finish(session, form['action'] === 'approve' ? 'authorised' : 'refused');
    const card = (form['cardNumber'] ?? '').replace(/\s+/g, '');
    if (card === FAKE_ADYEN_CARDS.threeDSecure.replace(/\s+/g, '')) {
      session.challenge = true;
      return challengePage(session);
    }
    return finish(
      session,
      card === FAKE_ADYEN_CARDS.authorised.replace(/\s+/g, '') ? 'authorised' : 'refused',
    );
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
      return hostedPage(request, url.pathname, body);
    return new Response('Not found', { status: 404 });
  });
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    checkoutUrl: `${origin}/v71`,
    requests,
    sessions,
    modifications,
    webhooksSent,
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
      await settled();
      for (const release of hanging) release();
      // Kept-alive connections too: after a request cut off by the client's timeout, Node's
      // close() alone waits for them for seconds.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
