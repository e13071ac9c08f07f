import { LoginRequestSchema, OrderLoginRequestSchema, type OrderInfoResponse, type ProfileResponse } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { ApiEnv } from '../api-env';
import { loadCustomer } from '../auth/customer';
import { verifyPassword } from '../auth/password';
import { bearerToken, type TokenScope } from '../auth/tokens';
import { queryRows } from '../db/query';
import { DomainError } from '../errors';
import { clientAddress } from '../http/client-key';
import { bodyOf } from '../validate';

const WRONG_LOGIN = 'E-mail or password is wrong';

function requiredToken(c: Context<ApiEnv>): string {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new DomainError('unauthorized', 'Send the token as Authorization: Bearer <token>');
  return token;
}

async function claims(c: Context<ApiEnv>, scope: TokenScope, kind: 'access' | 'refresh') {
  return c.get('services').tokens.verify(requiredToken(c), scope, kind);
}

async function orderOf(c: Context<ApiEnv>, id: number) {
  const [order] = await queryRows<{ id: number; name: string; email: string }>(
    c.get('database').db,
    sql`select id, name, email from orders where id = ${id}`,
  );
  return order;
}

/** Account login (myAccount strategy) and order login (myOrder strategy), spec sections 4 and 7. */
export const authRoutes = new Hono<ApiEnv>()
  .post('/auth/login', async (c) => {
    const { email, password } = await bodyOf(c, LoginRequestSchema);
    const account = email.toLowerCase();
    const address = clientAddress(c);
    const logins = c.get('services').logins;
    const wait = logins.retryAfterMs(account, address);
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)));
      throw new DomainError('rate_limited', 'Too many failed logins; try again later');
    }
    const [row] = await queryRows<{ id: number; password_hash: string }>(
      c.get('database').db,
      sql`select id, password_hash from customers where lower(email) = ${account}`,
    );
    if (!row || !(await verifyPassword(password, row.password_hash))) {
      logins.failed(account, address);
      throw new DomainError('unauthorized', WRONG_LOGIN);
    }
    logins.succeeded(account);
    return c.json(await c.get('services').tokens.issue('my-account', row.id));
  })
  .post('/auth/refresh', async (c) => {
    const { subject } = await claims(c, 'my-account', 'refresh');
    if (!(await loadCustomer(c.get('database').db, subject))) throw new DomainError('unauthorized', 'The account no longer exists');
    return c.json(await c.get('services').tokens.issue('my-account', subject));
  })
  .get('/auth/profile', async (c) => {
    const { subject } = await claims(c, 'my-account', 'access');
    const customer = await loadCustomer(c.get('database').db, subject);
    if (!customer) throw new DomainError('unauthorized', 'The account no longer exists');
    const body: ProfileResponse = {
      user: {
        id: customer.id,
        name: customer.name,
        email: customer.email,
        locale: customer.locale,
        internal: customer.internal,
        category_discounts: customer.category_discounts,
        order_id: null,
      },
    };
    return c.json(body);
  })
  .post('/order-auth/login', async (c) => {
    const { order_id, email } = await bodyOf(c, OrderLoginRequestSchema);
    const order = await orderOf(c, order_id);
    if (!order || order.email.toLowerCase() !== email.toLowerCase()) throw new DomainError('unauthorized', 'Order number or e-mail is wrong');
    return c.json(await c.get('services').tokens.issue('my-order', order.id));
  })
  .post('/order-auth/refresh', async (c) => {
    const { subject } = await claims(c, 'my-order', 'refresh');
    if (!(await orderOf(c, subject))) throw new DomainError('unauthorized', 'The order no longer exists');
    return c.json(await c.get('services').tokens.issue('my-order', subject));
  })
  .get('/order-auth/info', async (c) => {
    const { subject } = await claims(c, 'my-order', 'access');
    const order = await orderOf(c, subject);
    if (!order) throw new DomainError('unauthorized', 'The order no longer exists');
    const body: OrderInfoResponse = { user: { name: order.name, email: order.email, order_id: order.id } };
    return c.json(body);
  });
