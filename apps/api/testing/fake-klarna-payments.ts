import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import * as z from 'zod';
import {
  HppRequestSchema,
  OrderDataSchema,
  categoriesOf,
  type FakeKlarnaHppSession,
  type FakeKlarnaOrder,
  type FakeKlarnaPaymentSession,
} from './fake-klarna-orders';
import { hostedPage, noticePage } from './fake-klarna-pages';

// The fake Klarna's Payments API and Hosted Payment Page: sessions, the page the shopper pays on,
// and the order placed with the page's authorization token.

/** The identity that declines on the fake's page: FAILED, and the page stays open to try again. */
export const FAKE_KLARNA_DENIED_IDENTITY = 'DENIED';

/** The identity whose order Klarna places under manual fraud review (`fraud_status: PENDING`). */
export const FAKE_KLARNA_REVIEW_IDENTITY = 'REVIEW';

/** The fake's Hono environment: the request body, read once for the log. */
export type FakeEnv = { Variables: { body: unknown } };
type FakeContext = Context<FakeEnv>;

/** What the fake Klarna keeps, shared by its routes and its test controls. */
export interface FakeKlarnaState {
  readonly paymentSessions: Map<string, FakeKlarnaPaymentSession>;
  readonly hppSessions: Map<string, FakeKlarnaHppSession>;
  readonly orders: Map<string, FakeKlarnaOrder>;
  /** Calls whose next answer is lost after the work is done (the connection cut): `place-order`. */
  readonly losing: Set<'place-order'>;
  readonly sendStatusUpdate: (hpp: FakeKlarnaHppSession) => void;
  origin: string;
}

/** Klarna's error body. */
export function klarnaError(status: number, code: string, messages: string[]): Response {
  return Response.json(
    { error_code: code, error_messages: messages, correlation_id: randomUUID() },
    { status },
  );
}

const invalid = (error: z.ZodError) =>
  klarnaError(
    400,
    'BAD_VALUE',
    error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
  );

/** The statuses after which the page can no longer be paid (Klarna's session-status table). */
const FINAL = ['COMPLETED', 'CANCELLED', 'DISABLED'];

/**
 * An answer that never arrives: the connection is cut after the work is done, as a network
 * failure between Klarna and the shop would (Hono's Node adapter gives the raw response as
 * `outgoing`).
 */
const lostAnswer = (c: FakeContext) => {
  const { outgoing } = c.env as { outgoing?: { socket: { destroy(): void } | null } };
  outgoing?.socket?.destroy();
  return c.body(null, 204);
};

/** KP sessions: POST /payments/v1/sessions, and the release of an authorization. */
function paymentSessionRoutes(app: Hono<FakeEnv>, state: FakeKlarnaState) {
  app.post('/payments/v1/sessions', (c) => {
    const order = OrderDataSchema.safeParse(c.get('body'));
    if (!order.success) return invalid(order.error);
    const id = randomUUID();
    const categories = categoriesOf(order.data);
    state.paymentSessions.set(id, {
      id,
      order: order.data,
      categories,
      notificationUrl: order.data.merchant_urls?.notification,
      authorizationToken: null,
      orderId: null,
      review: false,
    });
    const names: Record<string, string> = { pay_later: 'Pay later', pay_over_time: 'Financing' };
    return c.json({
      session_id: id,
      client_token: `fake-client-token-${id}`,
      payment_method_categories: categories.map((identifier) => ({
        identifier,
        name: names[identifier],
      })),
    });
  });

  // DELETE /payments/v1/authorizations/{token}: the authorization released, its token void.
  app.delete('/payments/v1/authorizations/:token', (c) => {
    const kp = [...state.paymentSessions.values()].find(
      (s) => s.authorizationToken === c.req.param('token'),
    );
    if (!kp) return klarnaError(404, 'NOT_FOUND', ['The authorization does not exist']);
    kp.authorizationToken = null;
    return c.body(null, 204);
  });
}

/** HPP sessions: create (201), read, disable (204). */
function hppSessionRoutes(app: Hono<FakeEnv>, state: FakeKlarnaState) {
  app.post('/hpp/v1/sessions', (c) => {
    const request = HppRequestSchema.safeParse(c.get('body'));
    if (!request.success) return invalid(request.error);
    const kpId = /\/payments\/v1\/sessions\/([^/]+)$/.exec(request.data.payment_session_url)?.[1];
    const kp = kpId ? state.paymentSessions.get(kpId) : undefined;
    if (!kpId || !kp)
      return klarnaError(400, 'BAD_VALUE', ['payment_session_url: unknown payment session']);
    const category = request.data.options?.payment_method_categories?.[0] ?? 'PAY_LATER';
    if (!kp.categories.includes(category.toLowerCase()))
      return klarnaError(400, 'BAD_VALUE', [`payment_method_categories: ${category} not offered`]);
    const id = randomUUID();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 47 * 3_600_000).toISOString();
    state.hppSessions.set(id, {
      id,
      paymentSessionId: kpId,
      merchantUrls: request.data.merchant_urls ?? {},
      category,
      status: 'WAITING',
      authorizationToken: null,
      updatedAt: now.toISOString(),
      expiresAt,
    });
    const { origin } = state;
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

  // SessionResponseV1: the status, the token once COMPLETED, the payment session's order once placed.
  app.get('/hpp/v1/sessions/:id', (c) => {
    const hpp = state.hppSessions.get(c.req.param('id'));
    if (!hpp) return klarnaError(404, 'NOT_FOUND', ['Session not found']);
    const orderId = state.paymentSessions.get(hpp.paymentSessionId)?.orderId;
    return c.json({
      session_id: hpp.id,
      status: hpp.status,
      ...(hpp.status === 'COMPLETED' ? { authorization_token: hpp.authorizationToken } : {}),
      ...(orderId ? { order_id: orderId } : {}),
      updated_at: hpp.updatedAt,
      expires_at: hpp.expiresAt,
    });
  });

  // Disabling a session: its page can no longer be paid (DISABLED); a finished one stays as it is.
  app.delete('/hpp/v1/sessions/:id', (c) => {
    const hpp = state.hppSessions.get(c.req.param('id'));
    if (!hpp) return klarnaError(404, 'NOT_FOUND', ['Session not found']);
    if (!['COMPLETED', 'CANCELLED'].includes(hpp.status)) {
      hpp.status = 'DISABLED';
      hpp.updatedAt = new Date().toISOString();
    }
    return c.body(null, 204);
  });
}

/**
 * The page: GET shows it (IN_PROGRESS); POST confirms with an identity or cancels. A declined
 * identity makes the session FAILED, which is not final ("still open for them to retry"): the
 * shopper is sent to merchant_urls.failure and may come back to the same page and pay.
 */
function pageRoutes(app: Hono<FakeEnv>, state: FakeKlarnaState) {
  const pageOf = (c: FakeContext) => {
    const hpp = state.hppSessions.get(c.req.param('id') ?? '');
    const kp = hpp && state.paymentSessions.get(hpp.paymentSessionId);
    return hpp && kp ? { hpp, kp } : undefined;
  };
  const closed = (hpp: FakeKlarnaHppSession) =>
    FINAL.includes(hpp.status) || new Date(hpp.expiresAt) <= new Date();
  const notice = (c: FakeContext, heading: string, status: 200 | 404 | 410 = 200) =>
    c.html(noticePage(heading), status);

  app.get('/hpp/pay/:id', (c) => {
    const page = pageOf(c);
    if (!page) return notice(c, 'Not found', 404);
    const { hpp, kp } = page;
    if (closed(hpp)) return notice(c, 'This payment is closed', 410);
    const problem =
      hpp.status === 'FAILED' ? 'Klarna could not approve that. Try again.' : undefined;
    hpp.status = 'IN_PROGRESS';
    hpp.updatedAt = new Date().toISOString();
    return c.html(hostedPage(hpp, kp.order, problem));
  });

  app.post('/hpp/pay/:id', (c) => {
    const page = pageOf(c);
    if (!page) return notice(c, 'Not found', 404);
    const { hpp, kp } = page;
    if (closed(hpp)) return notice(c, 'This payment is closed', 410);
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
      kp.review = form.data.identity === FAKE_KLARNA_REVIEW_IDENTITY;
      target = hpp.merchantUrls['success']?.replaceAll('{{authorization_token}}', token);
    }
    state.sendStatusUpdate(hpp);
    if (!target) return notice(c, `Payment ${hpp.status.toLowerCase()}`);
    return c.redirect(target.replaceAll('{{session_id}}', hpp.id), 303);
  });
}

/**
 * POST /payments/v1/authorizations/{token}/order: the order placed once per token (placing closes
 * the KP session, so a used token answers 404 "The authorization does not exist"); data that does
 * not match the session's answers 409 (Klarna Payments API v1 OpenAPI).
 */
function placeOrderRoute(app: Hono<FakeEnv>, state: FakeKlarnaState) {
  app.post('/payments/v1/authorizations/:token/order', (c) => {
    const token = c.req.param('token');
    const kp = [...state.paymentSessions.values()].find((s) => s.authorizationToken === token);
    if (!kp || kp.orderId)
      return klarnaError(404, 'NOT_FOUND', ['The authorization does not exist']);
    const order = OrderDataSchema.safeParse(c.get('body'));
    if (!order.success) return invalid(order.error);
    const same = (key: 'order_amount' | 'purchase_currency' | 'purchase_country') =>
      order.data[key] === kp.order[key];
    if (!same('order_amount') || !same('purchase_currency') || !same('purchase_country'))
      return klarnaError(409, 'CONFLICT', [
        'The data in the request does not match the session for the authorization',
      ]);
    const hpp = [...state.hppSessions.values()].find((h) => h.authorizationToken === token);
    const placed: FakeKlarnaOrder = {
      id: randomUUID(),
      authorizationToken: token,
      amount: order.data.order_amount,
      currency: order.data.purchase_currency,
      merchantReference: order.data.merchant_reference1,
      category: hpp?.category ?? 'PAY_LATER',
      captures: [],
      refunds: [],
      cancelled: false,
      fraudStatus: kp.review ? 'PENDING' : 'ACCEPTED',
    };
    state.orders.set(placed.id, placed);
    kp.orderId = placed.id;
    if (state.losing.delete('place-order')) return lostAnswer(c);
    return c.json({
      order_id: placed.id,
      fraud_status: placed.fraudStatus,
      redirect_url: `${state.origin}/confirmation/${placed.id}`,
      authorized_payment_method: {
        type: placed.category === 'PAY_OVER_TIME' ? 'fixed_amount' : 'invoice',
      },
    });
  });
}

/** Every route of the Payments API and the Hosted Payment Page. */
export function paymentRoutes(app: Hono<FakeEnv>, state: FakeKlarnaState): void {
  paymentSessionRoutes(app, state);
  hppSessionRoutes(app, state);
  pageRoutes(app, state);
  placeOrderRoute(app, state);
}
