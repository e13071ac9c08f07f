import {
  CreateReturnRequestSchema,
  OrderIdParamSchema,
  type CreateReturnResponse,
} from '@nordshop/api-contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../api-env';
import { authorizeOrder } from '../auth/request-auth';
import { createReturn, orderReturns } from '../returns/order-returns';
import { bodyOf, parseOrThrow } from '../validate';

/** Returns of an order, for its my-order token or its customer's my-account token (the rules of GET /api/orders/{id}). */
export const returnRoutes = new Hono<ApiEnv>()
  .get('/orders/:id/returns', async (c) => {
    const { id } = parseOrThrow(OrderIdParamSchema, { id: c.req.param('id') }, 'path');
    await authorizeOrder(c, id);
    return c.json(await orderReturns(c.get('database').db, id, c.get('services').now()));
  })
  .post('/orders/:id/returns', async (c) => {
    const { id } = parseOrThrow(OrderIdParamSchema, { id: c.req.param('id') }, 'path');
    await authorizeOrder(c, id);
    const body = await bodyOf(c, CreateReturnRequestSchema);
    const answer: CreateReturnResponse = {
      returns: await createReturn(c.get('database').db, id, body, c.get('services').now()),
    };
    return c.json(answer, 201);
  });
