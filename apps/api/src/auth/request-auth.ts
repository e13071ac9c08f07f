import { orderOwner } from './order-owner';
import type { Context } from 'hono';
import { authVariables, type AuthEnv } from './auth-services';
import { DomainError } from '../platform/http/errors';
import { loadCustomer, type CustomerRow } from './customer';
import { bearerToken, type TokenClaims } from './tokens';

/** The Bearer token of the request; 401 without one. */
export function requiredBearer<E extends AuthEnv>(c: Context<E>, what = 'the token'): string {
  const token = bearerToken(c.req.header('authorization'));
  if (!token)
    throw new DomainError('unauthorized', `Send ${what} as Authorization: Bearer <token>`);
  return token;
}

/**
 * The customer of the request's my-account access token: 401 without a valid token or when the
 * account no longer exists, 403 for a my-order token.
 */
export async function accountCustomer<E extends AuthEnv>(c: Context<E>): Promise<CustomerRow> {
  const { services, database } = authVariables(c);
  const { subject } = await services.tokens.verify(requiredBearer(c), 'my-account', 'access');
  const customer = await loadCustomer(database.db, subject);
  if (!customer) throw new DomainError('unauthorized', 'The account no longer exists');
  return customer;
}

/**
 * Who may read or act on an order: its own my-order token or its customer's my-account token.
 * 401 without a valid access token, 403 for another order's token or another customer's order
 * (a guest order for any account token), 404 when there is no such order.
 */
export async function authorizeOrder<E extends AuthEnv>(
  c: Context<E>,
  orderId: number,
): Promise<TokenClaims> {
  const { services, database } = authVariables(c);
  const claims = await services.tokens.verifyKind(
    requiredBearer(c, 'the order or account token'),
    'access',
  );
  if (claims.scope === 'my-order' && claims.subject !== orderId)
    throw new DomainError('not_allowed', 'This token reads another order');
  const owner = await orderOwner(database.db, orderId);
  if (!owner) throw new DomainError('not_found', 'There is no such order');
  if (claims.scope === 'my-account' && owner.customerId !== claims.subject)
    throw new DomainError('not_allowed', 'This order belongs to another customer');
  return claims;
}
