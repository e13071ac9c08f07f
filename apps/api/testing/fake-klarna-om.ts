import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import * as z from 'zod';
import type { FakeKlarnaOrder } from './fake-klarna-orders';
import { klarnaError, type FakeEnv, type FakeKlarnaState } from './fake-klarna-payments';

// The fake Klarna's Order Management: read an order, capture, refund, cancel (Klarna's
// klarna-orders OpenAPI: 201 with Capture-Id / Refund-Id, 204 for a cancel, 403 with
// CAPTURE_NOT_ALLOWED, REFUND_NOT_ALLOWED or CANCEL_NOT_ALLOWED; Klarna-Idempotency-Key honoured).

type FakeContext = Context<FakeEnv>;

const sum = (items: readonly { amount: number }[]) => items.reduce((s, x) => s + x.amount, 0);

/** An order's status in Order Management. */
function statusOf(order: FakeKlarnaOrder): string {
  if (order.cancelled) return 'CANCELLED';
  const captured = sum(order.captures);
  if (captured === 0) return 'AUTHORIZED';
  return captured < order.amount ? 'PART_CAPTURED' : 'CAPTURED';
}

/** Order Management's routes over the fake's orders. */
export function orderManagementRoutes(app: Hono<FakeEnv>, state: FakeKlarnaState): void {
  const idempotent = new Map<string, string>();
  const omOrder = (c: FakeContext) => state.orders.get(c.req.param('id') ?? '');
  /** A positive whole amount in `field` of the JSON body, if there is one. */
  const amountIn = (c: FakeContext, field: string) => {
    const body = z.record(z.string(), z.unknown()).safeParse(c.get('body'));
    const value = z
      .int()
      .positive()
      .safeParse(body.success ? body.data[field] : undefined);
    return value.success ? value.data : undefined;
  };

  app.get('/ordermanagement/v1/orders/:id', (c) => {
    const order = omOrder(c);
    if (!order) return klarnaError(404, 'NO_SUCH_ORDER', ['Order not found']);
    return c.json({
      order_id: order.id,
      status: statusOf(order),
      fraud_status: order.fraudStatus,
      order_amount: order.amount,
      captured_amount: sum(order.captures),
      refunded_amount: sum(order.refunds),
      remaining_authorized_amount: order.cancelled ? 0 : order.amount - sum(order.captures),
      purchase_currency: order.currency,
      ...(order.merchantReference ? { merchant_reference1: order.merchantReference } : {}),
    });
  });

  app.post('/ordermanagement/v1/orders/:id/captures', (c) => {
    const order = omOrder(c);
    if (!order) return klarnaError(404, 'NO_SUCH_ORDER', ['Order not found']);
    const value = amountIn(c, 'captured_amount');
    if (value === undefined) return klarnaError(400, 'BAD_VALUE', ['captured_amount: required']);
    const key = `capture:${order.id}:${c.req.header('klarna-idempotency-key') ?? randomUUID()}`;
    let id = idempotent.get(key);
    if (!id) {
      // An order under review is not to be shipped, so not captured (Klarna's pending orders).
      if (
        order.cancelled ||
        order.fraudStatus !== 'ACCEPTED' ||
        value > order.amount - sum(order.captures)
      )
        return klarnaError(403, 'CAPTURE_NOT_ALLOWED', [
          'Captured amount is higher than the remaining authorized amount',
        ]);
      id = randomUUID();
      order.captures.push({ id, amount: value });
      idempotent.set(key, id);
    }
    c.header('Capture-Id', id);
    c.header('Location', `${state.origin}/ordermanagement/v1/orders/${order.id}/captures/${id}`);
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
      if (value > sum(order.captures) - sum(order.refunds))
        return klarnaError(403, 'REFUND_NOT_ALLOWED', [
          'Refunded amount is higher than the captured amount',
        ]);
      id = randomUUID();
      order.refunds.push({ id, amount: value });
      idempotent.set(key, id);
    }
    c.header('Refund-Id', id);
    c.header('Location', `${state.origin}/ordermanagement/v1/orders/${order.id}/refunds/${id}`);
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
}
