import {
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  OrderLoginRequestSchema,
  type OrderInfoResponse,
  type ProfileResponse,
} from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { ApiEnv } from '../api-env';
import { loadCustomer } from '../auth/customer';
import { loginGuard } from '../auth/login-guard';
import { matchesOrder } from '../auth/order-login-match';
import { hashPassword, verifyPassword } from '../auth/password';
import { issueTokens, refreshTokenOf } from '../auth/refresh-cookie';
import { accountCustomer, requiredBearer } from '../auth/request-auth';
import type { TokenScope } from '../auth/tokens';
import { queryRows } from '../db/query';
import { DomainError } from '../errors';
import { bodyOf } from '../validate';

const WRONG_LOGIN = 'E-mail or password is wrong';

async function refreshClaims(c: Context<ApiEnv>, scope: TokenScope) {
  return c.get('services').tokens.verify(refreshTokenOf(c, scope), scope, 'refresh');
}

async function orderOf(c: Context<ApiEnv>, id: number) {
  const [order] = await queryRows<{ id: number; name: string; email: string; postal_code: string }>(
    c.get('database').db,
    sql`select id, name, email, postal_code from orders where id = ${id}`,
  );
  return order;
}

async function passwordHashOf(c: Context<ApiEnv>, where: { email: string } | { id: number }) {
  const [row] = await queryRows<{ id: number; password_hash: string }>(
    c.get('database').db,
    'email' in where
      ? sql`select id, password_hash from customers where lower(email) = ${where.email}`
      : sql`select id, password_hash from customers where id = ${where.id}`,
  );
  return row;
}

/**
 * Account login (myAccount strategy) and order login (myOrder strategy), spec sections 4 and 7.
 * Every login and refresh also sets the refresh token as the strategy's HttpOnly cookie; refresh
 * takes the Bearer refresh token, else that cookie.
 */
export const authRoutes = new Hono<ApiEnv>()
  .post('/auth/login', async (c) => {
    const { email, password } = await bodyOf(c, LoginRequestSchema);
    const account = email.toLowerCase();
    const guard = loginGuard(c, account);
    const row = await passwordHashOf(c, { email: account });
    if (!row || !(await verifyPassword(password, row.password_hash))) {
      guard.failed();
      throw new DomainError('unauthorized', WRONG_LOGIN);
    }
    guard.succeeded();
    return c.json(await issueTokens(c, 'my-account', row.id));
  })
  .post('/auth/refresh', async (c) => {
    const { subject } = await refreshClaims(c, 'my-account');
    if (!(await loadCustomer(c.get('database').db, subject)))
      throw new DomainError('unauthorized', 'The account no longer exists');
    return c.json(await issueTokens(c, 'my-account', subject));
  })
  .get('/auth/profile', async (c) => {
    const customer = await accountCustomer(c);
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
  .post('/auth/change-password', async (c) => {
    const customer = await accountCustomer(c);
    const { current_password, new_password } = await bodyOf(c, ChangePasswordRequestSchema);
    // A wrong current password is a failed login of the account: the same throttle guards both.
    const guard = loginGuard(c, customer.email.toLowerCase());
    const row = await passwordHashOf(c, { id: customer.id });
    if (!row || !(await verifyPassword(current_password, row.password_hash))) {
      guard.failed();
      throw new DomainError('unauthorized', 'The current password is wrong', {
        current_password: 'is wrong',
      });
    }
    guard.succeeded();
    const hash = await hashPassword(new_password);
    await c
      .get('database')
      .db.execute(sql`update customers set password_hash = ${hash} where id = ${customer.id}`);
    return c.body(null, 204);
  })
  .post('/order-auth/login', async (c) => {
    const { order_id, email, postal_code } = await bodyOf(c, OrderLoginRequestSchema);
    const guard = loginGuard(c, `order:${order_id}`);
    const order = await orderOf(c, order_id);
    if (!order || !matchesOrder(order, { email, postal_code })) {
      guard.failed();
      throw new DomainError(
        'unauthorized',
        email !== undefined
          ? 'Order number or e-mail is wrong'
          : 'Order number or postal code is wrong',
      );
    }
    guard.succeeded();
    return c.json(await issueTokens(c, 'my-order', order.id));
  })
  .post('/order-auth/refresh', async (c) => {
    const { subject } = await refreshClaims(c, 'my-order');
    if (!(await orderOf(c, subject)))
      throw new DomainError('unauthorized', 'The order no longer exists');
    return c.json(await issueTokens(c, 'my-order', subject));
  })
  .get('/order-auth/info', async (c) => {
    const { subject } = await c
      .get('services')
      .tokens.verify(requiredBearer(c), 'my-order', 'access');
    const order = await orderOf(c, subject);
    if (!order) throw new DomainError('unauthorized', 'The order no longer exists');
    const body: OrderInfoResponse = {
      user: { name: order.name, email: order.email, order_id: order.id },
    };
    return c.json(body);
  });
