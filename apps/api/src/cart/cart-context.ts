import type { Context } from 'hono';
import type { ApiEnv } from '../platform/http/api-env';
import type { CartServices } from './cart-services';
import { optionalCustomer } from '../auth/customer';
import type { CartRequestContext } from './sync-cart';

/** The pricing context of a request: database, services, storefront and the customer of an optional my-account Bearer token. */
export async function cartContext<S extends CartServices>(
  c: Context<ApiEnv<S>>,
): Promise<CartRequestContext<S>> {
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
