import { operations, type OrderInfoResponse, type ProfileResponse } from '@nordshop/api-contract';
import { eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AuthEnv } from './auth-services';
import { loadCustomer } from './customer';
import { loginGuard } from './login-guard';
import { matchesOrder } from './order-login-match';
import { hashPassword, verifyPasswordOrDummy } from './password';
import { refreshTokenOf, setRefreshCookie, startSession } from './refresh-cookie';
import { accountCustomer, requiredBearer } from './request-auth';
import type { TokenScope } from './tokens';
import { customers, orders } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import { route } from '../platform/http/route';

const WRONG_LOGIN = 'E-mail or password is wrong';

async function orderOf(c: Context<AuthEnv>, id: number) {
  const [order] = await c
    .get('database')
    .db.select({
      id: orders.id,
      name: orders.name,
      email: orders.email,
      postal_code: orders.postalCode,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return order;
}

async function passwordHashOf(c: Context<AuthEnv>, where: { email: string } | { id: number }) {
  const [row] = await c
    .get('database')
    .db.select({ id: customers.id, password_hash: customers.passwordHash })
    .from(customers)
    .where(
      'email' in where
        ? eq(sql`lower(${customers.email})`, where.email)
        : eq(customers.id, where.id),
    );
  return row;
}

/** New tokens for the request's refresh token of `scope`, with the refresh cookie; 401 when it cannot refresh. */
async function refreshed(
  c: Context<AuthEnv>,
  scope: TokenScope,
  exists: (subject: number) => Promise<boolean>,
) {
  const { subject, tokens } = await c
    .get('services')
    .tokens.refreshSession(refreshTokenOf(c, scope), scope);
  if (!(await exists(subject)))
    throw new DomainError('unauthorized', 'The account or order no longer exists');
  return c.json(setRefreshCookie(c, scope, tokens));
}

/**
 * Account login (myAccount strategy) and order login (myOrder strategy), spec sections 4 and 7.
 * Every login starts a session whose refresh token rotates on each refresh (docs/decisions/012)
 * and is also set as the strategy's HttpOnly cookie; refresh takes the Bearer refresh token, else
 * that cookie. Logins are limited before the password is checked (auth/login-guard.ts), and a
 * wrong e-mail costs the same time as a wrong password.
 */
export const authRoutes = new Hono<AuthEnv>();

route(authRoutes, operations.login, async (c, { body: { email, password } }) => {
  const account = email.toLowerCase();
  const guard = await loginGuard(c, account);
  const row = await passwordHashOf(c, { email: account });
  if (!(await verifyPasswordOrDummy(password, row?.password_hash)) || !row) {
    await guard.failed();
    throw new DomainError('unauthorized', WRONG_LOGIN);
  }
  await guard.succeeded();
  return c.json(await startSession(c, 'my-account', row.id));
});

route(authRoutes, operations.refresh, async (c) =>
  refreshed(
    c,
    'my-account',
    async (subject) => (await loadCustomer(c.get('database').db, subject)) !== null,
  ),
);

route(authRoutes, operations.profile, async (c) => {
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
});

// The token is checked before the body: without a valid one the answer is 401 whatever was sent.
route(
  authRoutes,
  operations.changePassword,
  async (c, { before: customer, body: { current_password, new_password } }) => {
    // A wrong current password is a failed login of the account: the same limits guard both.
    const guard = await loginGuard(c, customer.email.toLowerCase());
    const row = await passwordHashOf(c, { id: customer.id });
    if (!(await verifyPasswordOrDummy(current_password ?? '', row?.password_hash))) {
      await guard.failed();
      throw new DomainError('unauthorized', 'The current password is wrong', {
        current_password: 'is wrong',
      });
    }
    await guard.succeeded();
    const hash = await hashPassword(new_password);
    await c
      .get('database')
      .db.update(customers)
      .set({ passwordHash: hash })
      .where(eq(customers.id, customer.id));
    // Every session of the account ends (a thief's too); the one that changed it goes on in a new session.
    const tokens = c.get('services').tokens;
    await tokens.revokeSessions('my-account', customer.id);
    return c.json(await startSession(c, 'my-account', customer.id));
  },
  { before: (c: Context<AuthEnv>) => accountCustomer(c) },
);

route(authRoutes, operations.orderLogin, async (c, { body: { order_id, email, postal_code } }) => {
  const guard = await loginGuard(c, `order:${order_id}`);
  const order = await orderOf(c, order_id);
  if (!order || !matchesOrder(order, { email, postal_code })) {
    await guard.failed();
    throw new DomainError(
      'unauthorized',
      email !== undefined
        ? 'Order number or e-mail is wrong'
        : 'Order number or postal code is wrong',
    );
  }
  await guard.succeeded();
  return c.json(await startSession(c, 'my-order', order.id));
});

route(authRoutes, operations.orderRefresh, async (c) =>
  refreshed(c, 'my-order', async (subject) => (await orderOf(c, subject)) !== undefined),
);

route(authRoutes, operations.orderInfo, async (c) => {
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
