import { STAFF_KEY_PREFIX, type StaffScope } from '@nordshop/api-contract';
import type { Context } from 'hono';
import { bearerToken } from '../auth/tokens';
import { DomainError } from '../platform/http/errors';
import { hitLimit, type WindowLimit } from '../platform/limits/hit-limit';
import { findStaffKey } from './staff-keys';
import type { StaffEnv } from './staff-services';

/** The system calling the staff API: its key's id, name and scopes. */
export interface StaffCaller {
  readonly keyId: number;
  readonly name: string;
  readonly scopes: readonly StaffScope[];
}

/** Calls one staff key may make: 1,200 a minute, counted in PostgreSQL over every process. */
export const STAFF_KEY_LIMIT: WindowLimit = { limit: 1_200, windowMs: 60_000 };

/**
 * The staff key of the request, allowed `scope` (any key when null; decision 038): 401 without a key, for an unknown
 * or revoked one and for a shopper's token (a staff route never takes one); 403 when the key
 * lacks the scope; 429 past {@link STAFF_KEY_LIMIT}.
 */
export async function requireStaff<E extends StaffEnv>(
  c: Context<E>,
  scope: StaffScope | null,
): Promise<StaffCaller> {
  const presented = bearerToken(c.req.header('authorization'));
  if (!presented?.startsWith(STAFF_KEY_PREFIX))
    throw new DomainError('unauthorized', 'Send a staff API key as Authorization: Bearer nsk_…');
  const { database, services }: StaffEnv['Variables'] = c.var;
  const { db } = database;
  const now = services.now();
  const key = await findStaffKey(db, presented, now);
  if (!key) throw new DomainError('unauthorized', 'This staff API key is unknown or revoked');
  const decision = await hitLimit(db, `staff:${key.id}`, STAFF_KEY_LIMIT, now);
  if (!decision.allowed) {
    c.header('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
    throw new DomainError('rate_limited', 'Too many calls with this key; try again later');
  }
  if (scope !== null && !key.scopes.includes(scope))
    throw new DomainError('not_allowed', `This key may not do this: it needs the scope ${scope}`);
  return { keyId: key.id, name: key.name, scopes: key.scopes };
}

/**
 * The `before` of a staff route: `route(routes, op, handler, { before: staffWith('stock:write') })`
 * checks the key first, so a call without a valid key gets 401 whatever it sent.
 */
export const staffWith =
  (scope: StaffScope | null) =>
  (c: Context<StaffEnv>): Promise<StaffCaller> =>
    requireStaff(c, scope);
