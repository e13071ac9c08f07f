import {
  fieldsOf,
  operations,
  type AccountProfileResponse,
  type AccountReturnsResponse,
  type AccountSubscriptionsResponse,
  type SubscriptionResponse,
} from '@nordshop/api-contract';
import { localDate } from '@nordshop/locale-config';
import { Hono, type Context } from 'hono';
import type { AccountEnv } from './account-services';
import { listAccountOrders } from './account-orders';
import { loadProfile, profileProblems, saveProfile } from './profile';
import { listSubscriptions, updateSubscription } from './subscriptions';
import { accountCustomer } from '../auth/request-auth';
import { DomainError } from '../platform/http/errors';
import { customerReturns } from '../returns/order-returns';
import { jsonBodyOf } from '../platform/http/validate';
import { route } from '../platform/http/route';

async function profileAnswer(c: Context<AccountEnv>, customerId: number) {
  const profile = await loadProfile(c.get('database').db, customerId);
  if (!profile) throw new DomainError('unauthorized', 'The account no longer exists');
  const answer: AccountProfileResponse = { profile };
  return c.json(answer);
}

/**
 * The account area (my-account access token; a my-order token gets 403): profile, orders, returns,
 * subscriptions. The token is checked before anything of the request (`before: accountCustomer`):
 * without a valid one the answer is 401 whatever was sent.
 */
export const accountRoutes = new Hono<AccountEnv>();
const asCustomer = { before: (c: Context<AccountEnv>) => accountCustomer(c) };

route(
  accountRoutes,
  operations.accountProfile,
  async (c, { before: customer }) => profileAnswer(c, customer.id),
  asCustomer,
);

route(
  accountRoutes,
  operations.updateProfile,
  async (c, { before: customer }) => {
    const { locale } = c.get('localeQuery');
    const raw = await jsonBodyOf(c);
    const body = operations.updateProfile.body.safeParse(raw);
    // The schema and the storefront's own rules together: one 400 names every bad field.
    const fields = {
      ...profileProblems(raw, locale),
      ...(body.success ? {} : fieldsOf(body.error.issues)),
    };
    if (!body.success || Object.keys(fields).length > 0)
      throw new DomainError(
        'invalid_data',
        `Invalid body: ${Object.keys(fields).join(', ')}`,
        fields,
      );
    await saveProfile(c.get('database').db, customer.id, body.data, locale);
    return profileAnswer(c, customer.id);
  },
  { ...asCustomer, own: ['body'] },
);

route(
  accountRoutes,
  operations.accountOrders,
  async (c, { before: customer, query: { page } }) =>
    c.json(
      await listAccountOrders(c.get('database').db, customer.id, page, c.get('services').now()),
    ),
  asCustomer,
);

route(
  accountRoutes,
  operations.accountReturns,
  async (c, { before: customer }) => {
    const answer: AccountReturnsResponse = {
      returns: await customerReturns(c.get('database').db, customer.id),
    };
    return c.json(answer);
  },
  asCustomer,
);

route(
  accountRoutes,
  operations.accountSubscriptions,
  async (c, { before: customer }) => {
    const answer: AccountSubscriptionsResponse = {
      subscriptions: await listSubscriptions(
        c.get('database').db,
        customer.id,
        c.get('localeQuery').locale,
      ),
    };
    return c.json(answer);
  },
  asCustomer,
);

route(
  accountRoutes,
  operations.updateSubscription,
  async (c, { before: customer, params: { id }, body: { status } }) => {
    const { locale } = c.get('localeQuery');
    const today = localDate(c.get('services').now(), locale);
    const answer: SubscriptionResponse = {
      subscription: await updateSubscription(
        c.get('database').db,
        customer.id,
        id,
        status,
        today,
        locale,
      ),
    };
    return c.json(answer);
  },
  asCustomer,
);
