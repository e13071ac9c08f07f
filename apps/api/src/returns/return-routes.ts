import { operations, type CreateReturnResponse } from '@nordshop/api-contract';
import { Hono } from 'hono';
import type { AuthEnv } from '../auth/auth-services';
import { authorizeOrder } from '../auth/request-auth';
import { createReturn, orderReturns } from './order-returns';
import { bodyOf } from '../platform/http/validate';
import { route } from '../platform/http/route';

/** Returns of an order, for its my-order token or its customer's my-account token (the rules of GET /api/orders/{id}). */
export const returnRoutes = new Hono<AuthEnv>();

route(returnRoutes, operations.orderReturns, async (c, { params: { id } }) => {
  await authorizeOrder(c, id);
  return c.json(await orderReturns(c.get('database').db, id, c.get('services').now()));
});

// The order's token is checked between the path and the body (`own: ['body']`): a caller without
// a token of the order gets 401 or 403 whatever the body.
route(
  returnRoutes,
  operations.createReturn,
  async (c, { params: { id } }) => {
    await authorizeOrder(c, id);
    const body = await bodyOf(c, operations.createReturn.body);
    const answer: CreateReturnResponse = {
      returns: await createReturn(c.get('database').db, id, body, c.get('services').now()),
    };
    return c.json(answer, 201);
  },
  { own: ['body'] },
);
