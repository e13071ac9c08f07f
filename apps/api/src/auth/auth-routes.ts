import { operations, type OrderInfoResponse, type ProfileResponse } from '@nordshop/api-contract';
import { eq, sql } from 'drizzle-orm';
import { isLocaleCode } from '@nordshop/locale-config';
import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { enqueueMail } from '../mail/mail-outbox';
import type { SignInEnv } from './auth-services';
import { loadCustomer } from './customer';
import { loginGuard } from './login-guard';
import { matchesOrder } from './order-login-match';
import { hashPassword, verifyPasswordOrDummy } from './password';
import { refreshTokenOf, setRefreshCookie, startSession } from './refresh-cookie';
import { requiredBearer } from './request-auth';
import type { TokenScope } from './tokens';
import { customers, orders } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import { route } from '../platform/http/route';

const WRONG_LOGIN = 'E-mail or password is wrong';

/** The customer of the request's my-account access token and the token's claims (see accountCustomer). */
async function accountCaller(c: Context<SignInEnv>) {
  const claims = await c.get('services').tokens.verify(requiredBearer(c), 'my-account', 'access');
  const customer = await loadCustomer(c.get('database').db, claims.subject);
  if (!customer) throw new DomainError('unauthorized', 'The account no longer exists');
  return { customer, claims };
}

/**
 * Whether the caller may set a password without the current one: its session was started by a
 * login link a short while ago, or the account has no password yet.
 */
async function mayResetPassword(c: Context<SignInEnv>, customerId: number, session: string) {
  const row = await passwordHashOf(c, { id: customerId });
  return row?.password_hash == null || (await c.get('services').tokens.mayResetPassword(session));
}

async function orderOf(c: Context<SignInEnv>, id: number) {
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

async function passwordHashOf(c: Context<SignInEnv>, where: { email: string } | { id: number }) {
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
  c: Context<SignInEnv>,
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
export const authRoutes = new Hono<SignInEnv>();

route(authRoutes, operations.login, async (c, { body: { email, password } }) => {
  const account = email.toLowerCase();
  const guard = await loginGuard(c, account);
  const row = await passwordHashOf(c, { email: account });
  if (!(await verifyPasswordOrDummy(password, row?.password_hash ?? undefined)) || !row) {
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
  const { customer, claims } = await accountCaller(c);
  const body: ProfileResponse = {
    user: {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      locale: customer.locale,
      internal: customer.internal,
      category_discounts: customer.category_discounts,
      order_id: null,
      current_password_required: !(await mayResetPassword(c, customer.id, claims.session)),
    },
  };
  return c.json(body);
});

// The token is checked before the body: without a valid one the answer is 401 whatever was sent.
route(
  authRoutes,
  operations.changePassword,
  async (c, { before: { customer, claims }, body: { current_password, new_password } }) => {
    if (current_password === undefined) {
      // Left out only by a session a login link started (a forgotten password, a new account).
      if (!(await mayResetPassword(c, customer.id, claims.session)))
        throw new DomainError('invalid_data', 'The current password is required', {
          current_password: 'is required',
        });
    } else {
      // A wrong current password is a failed login of the account: the same limits guard both.
      const guard = await loginGuard(c, customer.email.toLowerCase());
      const row = await passwordHashOf(c, { id: customer.id });
      if (!(await verifyPasswordOrDummy(current_password, row?.password_hash ?? undefined))) {
        await guard.failed();
        throw new DomainError('unauthorized', 'The current password is wrong', {
          current_password: 'is wrong',
        });
      }
      await guard.succeeded();
    }
    const hash = await hashPassword(new_password);
    const { db } = c.get('database');
    const now = c.get('services').now();
    await db.transaction(async (tx) => {
      await tx.update(customers).set({ passwordHash: hash }).where(eq(customers.id, customer.id));
      // The owner hears of it (a thief's change too), in the same transaction as the change.
      await enqueueMail(tx, {
        eventKey: `password-changed:${customer.id}:${randomUUID()}`,
        kind: 'password-changed',
        locale: isLocaleCode(customer.locale) ? customer.locale : 'sv',
        recipient: customer.email,
        payload: { customerId: customer.id, changedAt: now.toISOString() },
      });
    });
    c.get('services').mail.nudge();
    // Every session of the account ends (a thief's too); the one that changed it goes on in a new session.
    const tokens = c.get('services').tokens;
    await tokens.revokeSessions('my-account', customer.id);
    return c.json(await startSession(c, 'my-account', customer.id));
  },
  { before: (c: Context<SignInEnv>) => accountCaller(c) },
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
