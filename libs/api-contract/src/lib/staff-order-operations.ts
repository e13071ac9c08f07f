import * as z from 'zod';
import type { ApiOperation } from './api-operation';
import { storableText } from './bounded';
import { OrderIdParamSchema, OrderSchema } from './checkout';
import { queryInt } from './query-params';

/** An order as the staff API gives it: the order with lines, totals, addresses and tracking, and when it last changed. */
export const StaffOrderSchema = OrderSchema.extend({
  /** When the order last changed (status, tracking, a return): ISO instant. */
  changed_at: z.string(),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;

/** GET /api/staff/orders: the orders changed after `since`, the oldest change first. */
export const OrderFeedQuerySchema = z.object({
  /** The `cursor` of the previous page; absent: from the first order. Opaque. */
  since: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,48}$/, { error: 'must be a cursor this API handed out' })
    .optional(),
  limit: queryInt(1, 100).default(50),
});
export type OrderFeedQuery = z.infer<typeof OrderFeedQuerySchema>;

export const OrderFeedResponseSchema = z.object({
  orders: z.array(StaffOrderSchema),
  /**
   * Where the next page starts: pass it as `since` (the last order's place, or the `since` asked
   * with when nothing changed; null only before the first order). Keep it to poll for changes.
   */
  cursor: z.string().nullable(),
  /** Whether more changes follow at once (fetch the next page now rather than at the next poll). */
  has_more: z.boolean(),
});
export type OrderFeedResponse = z.infer<typeof OrderFeedResponseSchema>;

/** POST /api/staff/orders/{id}/ship. */
export const ShipOrderRequestSchema = z.object({
  /** The carrier's id (postnord-se, posten-no, postnord-dk, posti, postnl) or name. */
  carrier: storableText(64)
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, { error: 'must be a carrier id such as postnord-se' }),
  tracking_number: storableText(100)
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, { error: 'must be a tracking number' }),
});
export type ShipOrderRequest = z.infer<typeof ShipOrderRequestSchema>;

/** POST /api/staff/orders/{id}/cancel and POST /api/staff/returns/{id}/refund take an empty object. */
export const EmptyRequestSchema = z.object({}).strict();

export const StaffOrderResponseSchema = z.object({ order: StaffOrderSchema });

/** POST /api/staff/returns/{id}/refund. */
export const ReturnIdParamSchema = z.object({ id: queryInt(1, 2_147_483_647) });
export const RefundReturnResponseSchema = z.object({
  return_id: z.number().int(),
  order_id: z.number().int(),
  /** What went back to the shopper, in the order's currency (minor units). */
  amount: z.number().int(),
});

/**
 * The staff API's order calls (scopes orders:read, orders:write): the feed of changed orders for a
 * system that pulls, and shipping, cancelling and refunding by the same rules as the staff
 * commands (ship-order, cancel-order, refund-return).
 */
export const staffOrderOperations = {
  staffOrderFeed: {
    method: 'get',
    path: '/api/staff/orders',
    summary:
      'The orders changed since a cursor, the oldest change first; an order changed again shows up again',
    query: OrderFeedQuerySchema,
    response: OrderFeedResponseSchema,
    auth: 'staff',
    rateLimited: true,
    scope: 'orders:read',
  },
  staffShipOrder: {
    method: 'post',
    path: '/api/staff/orders/{id}/ship',
    summary:
      'Ships an order (what is reserved is captured first) with its carrier and tracking number',
    params: OrderIdParamSchema,
    body: ShipOrderRequestSchema,
    response: StaffOrderResponseSchema,
    auth: 'staff',
    rateLimited: true,
    scope: 'orders:write',
    errors: { 409: 'The order is not paid or authorized, or the provider refused the capture' },
  },
  staffCancelOrder: {
    method: 'post',
    path: '/api/staff/orders/{id}/cancel',
    summary:
      'Cancels an order that has not shipped: money taken is refunded, a reservation released, its units back',
    params: OrderIdParamSchema,
    body: EmptyRequestSchema,
    response: StaffOrderResponseSchema,
    auth: 'staff',
    rateLimited: true,
    scope: 'orders:write',
    errors: { 409: 'The order shipped, or is already cancelled or refunded' },
  },
  staffRefundReturn: {
    method: 'post',
    path: '/api/staff/returns/{id}/refund',
    summary: 'Refunds a return through the provider that took the payment',
    params: ReturnIdParamSchema,
    body: EmptyRequestSchema,
    response: RefundReturnResponseSchema,
    auth: 'staff',
    rateLimited: true,
    scope: 'orders:write',
    errors: { 409: 'The return is refunded or rejected, or nothing was taken for its order yet' },
  },
} as const satisfies Record<string, ApiOperation>;
