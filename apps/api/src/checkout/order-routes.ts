import {
  fieldsOf,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  operations,
  type OrderResponse,
  type PlaceOrderResponse,
} from '@nordshop/api-contract';
import { Hono } from 'hono';
import type { CheckoutEnv } from './checkout-services';
import { authorizeOrder } from '../auth/request-auth';
import { loadOrder } from '../orders/load-order';
import { OrderRateLimited, placeOrder } from './place-order';
import { clientKey } from '../platform/http/client-key';
import { hitLimit } from '../platform/limits/hit-limit';
import { settlePaymentReturn } from '../payments/payment-return';
import { ordersPlaced } from '../platform/telemetry/metrics';
import { storefrontProblems } from './storefront-checks';
import { DomainError } from '../platform/http/errors';
import { jsonBodyOf } from '../platform/http/validate';
import { cartContext } from '../cart/cart-context';
import { route } from '../platform/http/route';

/** POST /api/orders (Idempotency-Key, optional my-account Bearer) and GET /api/orders/{id} (order or account token). */
export const orderRoutes = new Hono<CheckoutEnv>();

// Header, body and the storefront's rules are checked together (`own: ['body']`): one 400 for all.
route(
  orderRoutes,
  operations.placeOrder,
  async (c) => {
    const { locale } = c.get('localeQuery');
    const key = IdempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_KEY_HEADER));
    const raw = await jsonBodyOf(c);
    const body = operations.placeOrder.body.safeParse(raw);
    // Header, schema and the storefront's own rules together: one 400 names every bad field.
    const fields = {
      ...storefrontProblems(raw, locale),
      ...(body.success ? {} : fieldsOf(body.error.issues)),
      ...(key.success
        ? {}
        : { [IDEMPOTENCY_KEY_HEADER]: key.error.issues[0]?.message ?? 'is required' }),
    };
    if (!key.success || !body.success || Object.keys(fields).length > 0) {
      throw new DomainError(
        'invalid_data',
        `Invalid request: ${Object.keys(fields).join(', ')}`,
        fields,
      );
    }
    const ctx = await cartContext(c);
    const placed = await placeOrder(ctx, body.data, key.data, {
      address: c.get('clientAddress'),
      origin: ctx.services.originOf(c.req.header('host')),
    }).catch((err: unknown) => {
      if (err instanceof OrderRateLimited) c.header('retry-after', String(err.retryAfterSeconds));
      throw err;
    });
    const order = await loadOrder(ctx.db, placed.orderId, ctx.services.now());
    if (!order) throw new Error(`order ${placed.orderId} vanished after it was placed`);
    const tokens = await ctx.services.tokens.startSession('my-order', order.id);
    const answer: PlaceOrderResponse = {
      order,
      order_token: { access_token: tokens.access_token, expires_in: tokens.expires_in },
      payment_redirect_url: placed.redirect?.url ?? null,
      payment_reference: placed.redirect?.reference ?? null,
    };
    if (!placed.replayed) ordersPlaced.inc({ locale: ctx.locale });
    return c.json(answer, placed.replayed ? 200 : 201);
  },
  { own: ['body'] },
);

route(orderRoutes, operations.order, async (c, { params: { id } }) => {
  await authorizeOrder(c, id);
  const order = await loadOrder(c.get('database').db, id, c.get('services').now());
  if (!order) throw new DomainError('not_found', 'There is no such order');
  const answer: OrderResponse = { order };
  return c.json(answer);
});

/** How often one client address may ask how a payment ended, per minute (each may call a provider). */
export const PAYMENT_RETURNS_PER_MINUTE = 60;

route(orderRoutes, operations.paymentReturn, async (c, { body }) => {
  const services = c.get('services');
  const key = clientKey(c.get('clientAddress') ?? 'in-process');
  const decision = await hitLimit(
    c.get('database').db,
    `payment-returns:${key}`,
    { limit: PAYMENT_RETURNS_PER_MINUTE, windowMs: 60_000 },
    services.now(),
  );
  if (!decision.allowed) {
    c.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
    throw new DomainError('rate_limited', 'Too many payment checks; try again in a minute');
  }
  const answer = await settlePaymentReturn(
    c.get('database').db,
    c.get('services'),
    c.get('localeQuery').locale,
    body,
  );
  return c.json(answer);
});
