import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { customers, type AmountPerCurrency } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import { bearerToken, type TokenService } from './tokens';

/** A customer as the cart and profile need them. */
export interface CustomerRow {
  id: number;
  email: string;
  name: string;
  locale: string;
  internal: boolean;
  category_discounts: Record<string, number>;
  credit: AmountPerCurrency;
}

/** The customer with this id, or null. */
export async function loadCustomer(db: Db, id: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      name: customers.name,
      locale: customers.locale,
      internal: customers.internal,
      category_discounts: customers.categoryDiscounts,
      credit: customers.credit,
    })
    .from(customers)
    .where(eq(customers.id, id));
  return row ?? null;
}

/**
 * The customer of an optional `Authorization: Bearer` access token (scope my-account). No header
 * means an anonymous shopper; a header with an invalid or expired token is a 401.
 */
export async function optionalCustomer(
  db: Db,
  services: { readonly tokens: TokenService },
  authorization: string | undefined,
): Promise<CustomerRow | null> {
  if (authorization === undefined) return null;
  const token = bearerToken(authorization);
  if (!token)
    throw new DomainError('unauthorized', 'The Authorization header must be Bearer <token>');
  const claims = await services.tokens.verify(token, 'my-account', 'access');
  const customer = await loadCustomer(db, claims.subject);
  if (!customer) throw new DomainError('unauthorized', 'The account no longer exists');
  return customer;
}
