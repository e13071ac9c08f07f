import { operations, type OrderFeedResponse } from '@nordshop/api-contract';
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import {
  cancelOrder,
  refundReturn,
  shipOrder,
  type ChangeAudit,
} from '../payments/order-payment-actions';
import { parseOrThrow } from '../platform/http/validate';
import { route } from '../platform/http/route';
import type { PaymentServices } from '../payments/payment-services';
import type { ApiEnv } from '../platform/http/api-env';
import { requireStaff, type StaffCaller } from '../staff/staff-auth';
import { statusAudit } from '../staff/staff-audit';
import type { StaffServices } from '../staff/staff-services';
import { decodeOrderCursor } from './order-cursor';
import { ordersChangedSince } from './order-feed';
import { loadStaffOrder } from './staff-order';

/** What the order calls ask of the app's services besides the staff API's: the payment providers and the webhook sender. */
type StaffOrderEnv = ApiEnv<
  StaffServices & Pick<PaymentServices, 'paymentGateway'> & { readonly webhooks: { nudge(): void } }
>;

/** The staff API's order calls (decision 038): the feed of changed orders, ship, cancel and refund. */
export const staffOrderRoutes = new Hono<StaffOrderEnv>();

const reader = { before: (c: Context<StaffOrderEnv>) => requireStaff(c, 'orders:read') };
const writer = { before: (c: Context<StaffOrderEnv>) => requireStaff(c, 'orders:write') };

/** `since` as the cursor it stands for: a 400 naming it when this API never handed it out. */
const CursorQuerySchema = z.object({
  since: z
    .string()
    .transform((text, ctx) => {
      const cursor = decodeOrderCursor(text);
      if (!cursor) ctx.addIssue({ code: 'custom', message: 'is not a cursor this API handed out' });
      return cursor ?? z.NEVER;
    })
    .optional(),
});

/** The audit of one change made by `caller` to `subject` (`order:42`), with the status before and after. */
const auditOf = (caller: StaffCaller, action: string, subject: string): ChangeAudit =>
  statusAudit(caller.keyId, action, subject);

/** Wakes this process's senders: the change wrote an e-mail and webhook events. */
function nudge(c: Context<StaffOrderEnv>): void {
  const services = c.get('services');
  services.mail.nudge();
  services.webhooks.nudge();
}

route(
  staffOrderRoutes,
  operations.staffOrderFeed,
  async (c, { query }) => {
    const { since } = parseOrThrow(CursorQuerySchema, { since: query.since }, 'query');
    const page = await ordersChangedSince(
      c.get('database').db,
      since ?? null,
      query.limit,
      c.get('services').now(),
    );
    const answer: OrderFeedResponse = {
      orders: page.orders,
      cursor: page.cursor,
      has_more: page.hasMore,
    };
    return c.json(answer);
  },
  reader,
);

route(
  staffOrderRoutes,
  operations.staffShipOrder,
  async (c, { params: { id }, body, before: caller }) => {
    const { db } = c.get('database');
    await shipOrder(
      db,
      c.get('services'),
      id,
      { carrier: body.carrier, number: body.tracking_number },
      auditOf(caller, 'order.ship', `order:${id}`),
    );
    nudge(c);
    return c.json({ order: await loadStaffOrder(db, id, c.get('services').now()) });
  },
  writer,
);

route(
  staffOrderRoutes,
  operations.staffCancelOrder,
  async (c, { params: { id }, before: caller }) => {
    const { db } = c.get('database');
    await cancelOrder(db, c.get('services'), id, auditOf(caller, 'order.cancel', `order:${id}`));
    nudge(c);
    return c.json({ order: await loadStaffOrder(db, id, c.get('services').now()) });
  },
  writer,
);

route(
  staffOrderRoutes,
  operations.staffRefundReturn,
  async (c, { params: { id }, before: caller }) => {
    const { db } = c.get('database');
    const refunded = await refundReturn(
      db,
      c.get('services'),
      id,
      auditOf(caller, 'return.refund', `return:${id}`),
    );
    nudge(c);
    return c.json({ return_id: id, order_id: refunded.orderId, amount: refunded.amount });
  },
  writer,
);
