import { getRequestListener } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod';
import { requestBody } from './fake-http';
import {
  HppRequestSchema,
  OrderDataSchema,
  type FakeHppStatus,
  type FakeKlarnaHppSession,
  type FakeKlarnaOrder,
  type FakeKlarnaPaymentSession,
} from './fake-klarna-orders';
import { hostedPage, noticePage } from './fake-klarna-pages';
import { statusUpdates } from './fake-klarna-status-updates';

export type {
  FakeHppStatus,
  FakeKlarnaHppSession,
  FakeKlarnaOrder,
  FakeKlarnaPaymentSession,
} from './fake-klarna-orders';

/**
 * The test identity that confirms a payment on the fake's hosted page: Klarna's documented Swedish
 * test person. Any other value but {@link FAKE_KLARNA_DENIED_IDENTITY} confirms too.
 */
export const FAKE_KLARNA_TEST_IDENTITY = '410321-9202';

/** The identity the fake's hosted page declines: the HPP session becomes FAILED. */
export const FAKE_KLARNA_DENIED_IDENTITY = 'DENIED';

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
  /** The status updates it sent to merchant_urls.status_update, with the shop's answer. */
  readonly statusUpdatesSent: readonly { status: FakeHppStatus; answer: number | 'failed' }[];
  /** Waits for the status updates on their way. */
  settled(): Promise<void>;
  /** Lets a confirmed page's authorization token run out (60 minutes at Klarna): placing its order answers 404. */
  expireAuthorization(hppSessionId: string): void;
  close(): Promise<void>;
}

/** The fake's Hono environment: the request body, read once for the log. */
type FakeEnv = { Variables: { body: unknown } };
type FakeContext = Context<FakeEnv>;

/** Klarna's error body. */
function klarnaError(status: number, code: string, messages: string[]): Response {
  return Response.json(
    { error_code: code, error_messages: messages, correlation_id: randomUUID() },
    { status },
  );
}

/** The body as JSON, or a form's fields, or undefined. */
async function bodyOf(request: Request): Promise<unknown> {
  return requestBody(await request.clone().text(), request.headers.get('content-type'));
}

/**
 * Klarna Payments, the Hosted Payment Page and Order Management as a local server, built from
 * Klarna's documentation (not recorded from it). API calls need HTTP Basic `username:password`
 * (else 401 UNAUTHORIZED); bodies are checked as Klarna does (400 BAD_VALUE, every problem
 * listed). The hosted page GET /hpp/pay/:id takes an identity: {@link FAKE_KLARNA_DENIED_IDENTITY}
 * declines (FAILED, to merchant_urls.failure), any other (e.g. {@link FAKE_KLARNA_TEST_IDENTITY})
 * confirms (COMPLETED with a new authorization token, to merchant_urls.success), Cancel cancels
 * (CANCELLED, to merchant_urls.cancel); each a 303. Placing the order twice with one token answers
 * the same order; captures and refunds with a used Klarna-Idempotency-Key answer the same id.
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
  const paymentSessions = new Map<string, FakeKlarnaPaymentSession>();
  const hppSessions = new Map<string, FakeKlarnaHppSession>();
  const orders = new Map<string, FakeKlarnaOrder>();
  const ordersByToken = new Map<string, FakeKlarnaOrder>();
  const idempotent = new Map<string, string>();
  const basic = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  let origin = '';

  const app = new Hono<FakeEnv>();
  app.use('*', async (c, next) => {
    const body = await bodyOf(c.req.raw);
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

  const invalid = (error: z.ZodError) =>
    klarnaError(
      400,
      'BAD_VALUE',
      error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    );

  app.post('/payments/v1/sessions', (c) => {
    const order = OrderDataSchema.safeParse(c.get('body'));
    if (!order.success) return invalid(order.error);
    const id = randomUUID();
    paymentSessions.set(id, { id, order: order.data, authorizationToken: null });
    return c.json({
      session_id: id,
      client_token: `fake-client-token-${id}`,
      payment_method_categories: [
        { identifier: 'pay_later', name: 'Pay later' },
        { identifier: 'pay_over_time', name: 'Financing' },
      ],
    });
  });

  app.post('/hpp/v1/sessions', (c) => {
    const request = HppRequestSchema.safeParse(c.get('body'));
    if (!request.success) return invalid(request.error);
    const kpId = /\/payments\/v1\/sessions\/([^/]+)$/.exec(request.data.payment_session_url)?.[1];
    if (!kpId || !paymentSessions.has(kpId))
      return klarnaError(400, 'BAD_VALUE', ['payment_session_url: unknown payment session']);
    const id = randomUUID();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 47 * 3_600_000).toISOString();
    hppSessions.set(id, {
      id,
      paymentSessionId: kpId,
      merchantUrls: request.data.merchant_urls ?? {},
      category: request.data.options?.payment_method_categories?.[0] ?? 'pay_later',
      status: 'WAITING',
      authorizationToken: null,
      updatedAt: now.toISOString(),
      expiresAt,
    });
    return c.json(
      {
        session_id: id,
        redirect_url: `${origin}/hpp/pay/${id}`,
        session_url: `${origin}/hpp/v1/sessions/${id}`,
        qr_code_url: `${origin}/hpp/qr/${id}`,
        distribution_url: `${origin}/hpp/v1/sessions/${id}/distribution`,
        expires_at: expiresAt,
        manual_identification_check_url: `${origin}/hpp/v1/sessions/${id}/manual-id-check`,
      },
      201,
    );
  });

  app.get('/hpp/v1/sessions/:id', (c) => {
    const hpp = hppSessions.get(c.req.param('id'));
    if (!hpp) return klarnaError(404, 'NOT_FOUND', ['Session not found']);
    return c.json({
      session_id: hpp.id,
      status: hpp.status,
      ...(hpp.status === 'COMPLETED' ? { authorization_token: hpp.authorizationToken } : {}),
      updated_at: hpp.updatedAt,
      expires_at: hpp.expiresAt,
    });
  });

  // Disabling a session: its page can no longer be paid (DISABLED); a finished one stays as it is.
  app.delete('/hpp/v1/sessions/:id', (c) => {
    const hpp = hppSessions.get(c.req.param('id'));
    if (!hpp) return klarnaError(404, 'NOT_FOUND', ['Session not found']);
    if (!['COMPLETED', 'CANCELLED', 'FAILED'].includes(hpp.status)) {
      hpp.status = 'DISABLED';
      hpp.updatedAt = new Date().toISOString();
    }
    return c.body(null, 204);
  });

  const pageOf = (c: FakeContext) => {
    const hpp = hppSessions.get(c.req.param('id') ?? '');
    const kp = hpp && paymentSessions.get(hpp.paymentSessionId);
    return hpp && kp ? { hpp, kp } : undefined;
  };
  /** A page of one heading: an unknown session, a closed one, or an outcome without merchant URLs. */
  const notice = (c: FakeContext, heading: string, status: 200 | 404 | 410 = 200) =>
    c.html(noticePage(heading), status);
  const FINAL: readonly FakeHppStatus[] = ['COMPLETED', 'CANCELLED', 'DISABLED'];

  const { sendStatusUpdate, statusUpdatesSent, settled } = statusUpdates();

  app.get('/hpp/pay/:id', (c) => {
    const page = pageOf(c);
    if (!page) return notice(c, 'Not found', 404);
    const { hpp, kp } = page;
    if (FINAL.includes(hpp.status)) return notice(c, 'This payment is closed', 410);
    hpp.status = 'IN_PROGRESS';
    hpp.updatedAt = new Date().toISOString();
    return c.html(hostedPage(hpp, kp.order));
  });

  app.post('/hpp/pay/:id', (c) => {
    const page = pageOf(c);
    if (!page) return notice(c, 'Not found', 404);
    const { hpp, kp } = page;
    if (FINAL.includes(hpp.status)) return notice(c, 'This payment is closed', 410);
    const form = z
      .object({ action: z.enum(['confirm', 'cancel']), identity: z.string().trim().default('') })
      .safeParse(c.get('body'));
    if (!form.success)
      return c.html(hostedPage(hpp, kp.order, 'Choose Confirm and pay or Cancel.'), 400);
    if (form.data.action === 'confirm' && !form.data.identity)
      return c.html(hostedPage(hpp, kp.order, 'Enter the number to confirm.'), 422);
    hpp.updatedAt = new Date().toISOString();
    let target: string | undefined;
    if (form.data.action === 'cancel') {
      hpp.status = 'CANCELLED';
      target = hpp.merchantUrls['cancel'];
    } else if (form.data.identity === FAKE_KLARNA_DENIED_IDENTITY) {
      hpp.status = 'FAILED';
      target = hpp.merchantUrls['failure'];
    } else {
      const token = randomUUID();
      hpp.status = 'COMPLETED';
      hpp.authorizationToken = token;
      kp.authorizationToken = token;
      target = hpp.merchantUrls['success']?.replaceAll('{{authorization_token}}', token);
    }
    sendStatusUpdate(hpp);
    if (!target) return notice(c, `Payment ${hpp.status.toLowerCase()}`);
    return c.redirect(target.replaceAll('{{session_id}}', hpp.id), 303);
  });

  app.post('/payments/v1/authorizations/:token/order', (c) => {
    const token = c.req.param('token');
    const kp = [...paymentSessions.values()].find((s) => s.authorizationToken === token);
    if (!kp) return klarnaError(404, 'NOT_FOUND', ['Invalid authorization token']);
    const order = OrderDataSchema.safeParse(c.get('body'));
    if (!order.success) return invalid(order.error);
    if (order.data.order_amount !== kp.order.order_amount)
      return klarnaError(400, 'BAD_VALUE', ['order_amount differs from the authorization']);
    const category = [...hppSessions.values()].find(
      (h) => h.authorizationToken === token,
    )?.category;
    let placed = ordersByToken.get(token);
    if (!placed) {
      placed = {
        id: randomUUID(),
        authorizationToken: token,
        amount: order.data.order_amount,
        category: category ?? 'pay_later',
        captures: [],
        refunds: [],
        cancelled: false,
      };
      orders.set(placed.id, placed);
      ordersByToken.set(token, placed);
    }
    return c.json({
      order_id: placed.id,
      fraud_status: 'ACCEPTED',
      redirect_url: `${origin}/confirmation/${placed.id}`,
      authorized_payment_method: {
        type: placed.category === 'pay_over_time' ? 'fixed_amount' : 'invoice',
      },
    });
  });

  const omOrder = (c: FakeContext) => orders.get(c.req.param('id') ?? '');
  /** A positive whole amount in `field` of the JSON body, if there is one. */
  const amountIn = (c: FakeContext, field: string) => {
    const body = z.record(z.string(), z.unknown()).safeParse(c.get('body'));
    const value = z
      .int()
      .positive()
      .safeParse(body.success ? body.data[field] : undefined);
    return value.success ? value.data : undefined;
  };

  app.post('/ordermanagement/v1/orders/:id/captures', (c) => {
    const order = omOrder(c);
    if (!order) return klarnaError(404, 'NO_SUCH_ORDER', ['Order not found']);
    const value = amountIn(c, 'captured_amount');
    if (value === undefined) return klarnaError(400, 'BAD_VALUE', ['captured_amount: required']);
    const key = `capture:${order.id}:${c.req.header('klarna-idempotency-key') ?? randomUUID()}`;
    let id = idempotent.get(key);
    if (!id) {
      const captured = order.captures.reduce((sum, x) => sum + x.amount, 0);
      if (order.cancelled || value > order.amount - captured)
        return klarnaError(403, 'CAPTURE_NOT_ALLOWED', [
          'Captured amount is higher than the remaining authorized amount',
        ]);
      id = randomUUID();
      order.captures.push({ id, amount: value });
      idempotent.set(key, id);
    }
    c.header('Capture-Id', id);
    c.header('Location', `${origin}/ordermanagement/v1/orders/${order.id}/captures/${id}`);
    return c.body(null, 201);
  });

  app.post('/ordermanagement/v1/orders/:id/refunds', (c) => {
    const order = omOrder(c);
    if (!order) return klarnaError(404, 'NO_SUCH_ORDER', ['Order not found']);
    const value = amountIn(c, 'refunded_amount');
    if (value === undefined) return klarnaError(400, 'BAD_VALUE', ['refunded_amount: required']);
    const key = `refund:${order.id}:${c.req.header('klarna-idempotency-key') ?? randomUUID()}`;
    let id = idempotent.get(key);
    if (!id) {
      const captured = order.captures.reduce((sum, x) => sum + x.amount, 0);
      const refunded = order.refunds.reduce((sum, x) => sum + x.amount, 0);
      if (value > captured - refunded)
        return klarnaError(403, 'REFUND_NOT_ALLOWED', [
          'Refunded amount is higher than the captured amount',
        ]);
      id = randomUUID();
      order.refunds.push({ id, amount: value });
      idempotent.set(key, id);
    }
    c.header('Refund-Id', id);
    c.header('Location', `${origin}/ordermanagement/v1/orders/${order.id}/refunds/${id}`);
    return c.body(null, 201);
  });

  app.post('/ordermanagement/v1/orders/:id/cancel', (c) => {
    const order = omOrder(c);
    if (!order) return klarnaError(404, 'NO_SUCH_ORDER', ['Order not found']);
    if (order.captures.length > 0)
      return klarnaError(403, 'CANCEL_NOT_ALLOWED', ['A captured order cannot be cancelled']);
    order.cancelled = true;
    return c.body(null, 204);
  });

  app.notFound(() => klarnaError(404, 'NOT_FOUND', ['No such resource']));

  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: origin,
    requests,
    answerWith: (next) => {
      mode = next;
    },
    paymentSessions,
    hppSessions,
    orders,
    statusUpdatesSent,
    expireAuthorization: (hppSessionId) => {
      const hpp = hppSessions.get(hppSessionId);
      const kp = [...paymentSessions.values()].find(
        (session) => session.authorizationToken === hpp?.authorizationToken,
      );
      if (!hpp?.authorizationToken || !kp) throw new Error(`no authorization of ${hppSessionId}`);
      kp.authorizationToken = null;
    },
    settled,
    close: () => {
      for (const release of hanging) release();
      // Kept-alive connections too: after a request cut off by the client's timeout, Node's
      // close() alone waits for them for seconds.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
