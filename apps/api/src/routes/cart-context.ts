import type { Context } from 'hono';
import type { ApiEnv } from '../api-env';
import { optionalCustomer } from '../auth/customer';
import type { CartRequestContext } from '../cart/sync-cart';
import type { ApiServices } from '../services';

/** The pricing context of a request: database, services, storefront and the customer of an optional my-account Bearer token. */
export async function cartContext(c: Context<ApiEnv>): Promise<CartRequestContext<ApiServices>> {
  const database = c.get('database');
  const db = database.db;
  const services = c.get('services');
  return {
    database,
    db,
    services,
    locale: c.get('localeQuery').locale,
    customer: await optionalCustomer(db, services, c.req.header('authorization')),
  };
}
