import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestBody } from './fake-http';
import type {
  FakeKlarnaHppSession,
  FakeKlarnaOrder,
  FakeKlarnaPaymentSession,
} from './fake-klarna-orders';
import { orderManagementRoutes } from './fake-klarna-om';
import {
  klarnaError,
  paymentRoutes,
  type FakeEnv,
  type FakeKlarnaState,
} from './fake-klarna-payments';
import { statusUpdates, type FakeKlarnaCallback } from './fake-klarna-status-updates';

export type {
  FakeHppStatus,
  FakeKlarnaHppSession,
  FakeKlarnaOrder,
  FakeKlarnaPaymentSession,
} from './fake-klarna-orders';
export type { FakeKlarnaCallback } from './fake-klarna-status-updates';
export { FAKE_KLARNA_DENIED_IDENTITY, FAKE_KLARNA_REVIEW_IDENTITY } from './fake-klarna-payments';

/**
 * The test identity that confirms a payment on the fake's hosted page: Klarna's documented Swedish
 * test person. Any other value but the denied and review identities confirms too.
 */
export const FAKE_KLARNA_TEST_IDENTITY = '410321-9202';

/** How the fake answers API calls: as Klarna documents, an error status, never, or another shape. */
export type FakeKlarnaMode = 'ok' | 500 | 503 | 'hang' | 'malformed';

/** One request the fake received: the JSON (or form) body parsed, undefined when none. */
export interface FakeKlarnaRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Headers;
  readonly body: unknown;
}

/** Klarna's API and hosted page on a free loopback port, for the adapter's contract tests. */
export interface FakeKlarna {
  /** http://127.0.0.1:PORT, the `apiUrl` of the adapter. */
  readonly apiUrl: string;
  /** Every request, oldest first. */
  readonly requests: readonly FakeKlarnaRequest[];
  /** Answers every later API call this way (the hosted page always works). */
  answerWith(mode: FakeKlarnaMode): void;
  readonly paymentSessions: ReadonlyMap<string, FakeKlarnaPaymentSession>;
  readonly hppSessions: ReadonlyMap<string, FakeKlarnaHppSession>;
  readonly orders: ReadonlyMap<string, FakeKlarnaOrder>;
  /** The calls it made to the shop (status updates, review notifications), with the shop's answer. */
  readonly statusUpdatesSent: readonly FakeKlarnaCallback[];
  /** Waits for the calls on their way. */
  settled(): Promise<void>;
  /** Places the next order and then loses the answer (the connection cut after the work is done). */
  loseNextAnswer(call: 'place-order'): void;
  /** Ends an order's manual review and notifies the shop (FRAUD_RISK_ACCEPTED or _REJECTED). */
  decideReview(orderId: string, decision: 'ACCEPTED' | 'REJECTED'): void;
  /** Lets a page run out (its expires_at passes): it answers 410, its status stays as it was. */
  expire(hppSessionId: string): void;
  /** Lets a confirmed page's authorization token run out (60 minutes at Klarna): placing its order answers 404. */
  expireAuthorization(hppSessionId: string): void;
  close(): Promise<void>;
}

/**
 * Klarna Payments, the Hosted Payment Page and Order Management as a local server, built from
 * Klarna's documentation (not recorded from it). API calls need HTTP Basic `username:password`
 * (else 401 UNAUTHORIZED); bodies are checked as Klarna does (400 BAD_VALUE, every problem
 * listed). A KP session offers the categories Klarna offers its market and customer; an HPP
 * session takes the HPP API's upper-case categories and ends 47 hours later. The hosted page
 * GET /hpp/pay/:id takes an identity: FAKE_KLARNA_DENIED_IDENTITY declines (FAILED, to
 * merchant_urls.failure, and the page stays open to try again), FAKE_KLARNA_REVIEW_IDENTITY
 * confirms into an order Klarna reviews (fraud_status PENDING), any other (e.g.
 * {@link FAKE_KLARNA_TEST_IDENTITY}) confirms (COMPLETED, to merchant_urls.success); Cancel cancels
 * (CANCELLED, to merchant_urls.cancel); each a 303, and a status update to the shop. Placing an
 * order twice with one token answers 404, with other data 409; captures and refunds with a used
 * Klarna-Idempotency-Key answer the same id.
 */
export async function startFakeKlarna(options: {
  username: string;
  password: string;
  /** The loopback port to listen on; default a free one. */
  port?: number;
}): Promise<FakeKlarna> {
  let mode: FakeKlarnaMode = 'ok';
  const requests: FakeKlarnaRequest[] = [];
  const hanging: (() => void)[] = [];
  const basic = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  const callbacks = statusUpdates();
  const state: FakeKlarnaState = {
    paymentSessions: new Map(),
    hppSessions: new Map(),
    orders: new Map(),
    losing: new Set(),
    sendStatusUpdate: callbacks.sendStatusUpdate,
    origin: '',
  };

  const app = new Hono<FakeEnv>();
  app.use('*', async (c, next) => {
    const body = requestBody(await c.req.raw.clone().text(), c.req.header('content-type') ?? null);
    requests.push({ method: c.req.method, path: c.req.path, headers: c.req.raw.headers, body });
    c.set('body', body);
    if (c.req.path.startsWith('/hpp/pay/')) return next();
    if (mode === 'hang')
      return new Promise<Response>((resolve) =>
        hanging.push(() => resolve(new Response(null, { status: 503 }))),
      );
    if (typeof mode === 'number')
      return klarnaError(mode, mode === 500 ? 'INTERNAL_SERVER_ERROR' : 'SERVICE_UNAVAILABLE', [
        'Try again later',
      ]);
    if (c.req.header('authorization') !== basic)
      return klarnaError(401, 'UNAUTHORIZED', ['Invalid credentials']);
    if (mode === 'malformed')
      return c.json({ result: 'another shape' }, c.req.method === 'POST' ? 201 : 200);
    return next();
  });
  paymentRoutes(app, state);
  orderManagementRoutes(app, state);
  app.notFound(() => klarnaError(404, 'NOT_FOUND', ['No such resource']));

  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const hppOf = (id: string) => {
    const hpp = state.hppSessions.get(id);
    if (!hpp) throw new Error(`no HPP session ${id}`);
    return hpp;
  };
  return {
    apiUrl: state.origin,
    requests,
    answerWith: (next) => {
      mode = next;
    },
    paymentSessions: state.paymentSessions,
    hppSessions: state.hppSessions,
    orders: state.orders,
    statusUpdatesSent: callbacks.statusUpdatesSent,
    loseNextAnswer: (call) => void state.losing.add(call),
    decideReview: (orderId, decision) => {
      const order = state.orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      order.fraudStatus = decision;
      const kp = [...state.paymentSessions.values()].find((s) => s.orderId === orderId);
      if (kp?.notificationUrl)
        callbacks.sendReviewNotification(kp.notificationUrl, orderId, `FRAUD_RISK_${decision}`);
    },
    expire: (hppSessionId) => {
      hppOf(hppSessionId).expiresAt = new Date(Date.now() - 1_000).toISOString();
    },
    expireAuthorization: (hppSessionId) => {
      const hpp = hppOf(hppSessionId);
      const kp = [...state.paymentSessions.values()].find(
        (session) => session.authorizationToken === hpp.authorizationToken,
      );
      if (!hpp.authorizationToken || !kp) throw new Error(`no authorization of ${hppSessionId}`);
      kp.authorizationToken = null;
    },
    settled: callbacks.settled,
    close: () => {
      for (const release of hanging) release();
      // Kept-alive connections too: after a request cut off by the client's timeout, Node's
      // close() alone waits for them for seconds.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
