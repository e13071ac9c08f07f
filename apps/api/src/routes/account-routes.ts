import {
  AccountOrdersQuerySchema,
  fieldsOf,
  SubscriptionIdParamSchema,
  UpdateProfileRequestSchema,
  UpdateSubscriptionRequestSchema,
  type AccountProfileResponse,
  type AccountReturnsResponse,
  type AccountSubscriptionsResponse,
  type SubscriptionResponse,
} from '@nordshop/api-contract';
import { localDate } from '@nordshop/locale-config';
import { Hono, type Context } from 'hono';
import type { ApiEnv } from '../api-env';
import { listAccountOrders } from '../account/account-orders';
import { loadProfile, profileProblems, saveProfile } from '../account/profile';
import { listSubscriptions, updateSubscription } from '../account/subscriptions';
import { accountCustomer } from '../auth/request-auth';
import { DomainError } from '../errors';
import { customerReturns } from '../returns/order-returns';
import { bodyOf, jsonBodyOf, parseOrThrow, queryOf } from '../validate';

async function profileAnswer(c: Context<ApiEnv>, customerId: number) {
  const profile = await loadProfile(c.get('database').db, customerId);
  if (!profile) throw new DomainError('unauthorized', 'The account no longer exists');
  const answer: AccountProfileResponse = { profile };
  return c.json(answer);
}

/** The account area (my-account access token; a my-order token gets 403): profile, orders, returns, subscriptions. */
export const accountRoutes = new Hono<ApiEnv>()
  .get('/account/profile', async (c) => profileAnswer(c, (await accountCustomer(c)).id))
  .put('/account/profile', async (c) => {
    const customer = await accountCustomer(c);
    const { locale } = c.get('localeQuery');
    const raw = await jsonBodyOf(c);
    const body = UpdateProfileRequestSchema.safeParse(raw);
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
  })
  .get('/account/orders', async (c) => {
    const customer = await accountCustomer(c);
    const { page } = parseOrThrow(AccountOrdersQuerySchema, queryOf(c), 'query');
    return c.json(await listAccountOrders(c.get('database').db, customer.id, page));
  })
  .get('/account/returns', async (c) => {
    const customer = await accountCustomer(c);
    const answer: AccountReturnsResponse = {
      returns: await customerReturns(c.get('database').db, customer.id),
    };
    return c.json(answer);
  })
  .get('/account/subscriptions', async (c) => {
    const customer = await accountCustomer(c);
    const answer: AccountSubscriptionsResponse = {
      subscriptions: await listSubscriptions(
        c.get('database').db,
        customer.id,
        c.get('localeQuery').locale,
      ),
    };
    return c.json(answer);
  })
  .post('/account/subscriptions/:id', async (c) => {
    const customer = await accountCustomer(c);
    const { id } = parseOrThrow(SubscriptionIdParamSchema, { id: c.req.param('id') }, 'path');
    const { status } = await bodyOf(c, UpdateSubscriptionRequestSchema);
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
  });
