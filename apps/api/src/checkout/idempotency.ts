import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { idempotencyKeys } from '../platform/db/schema';
import type { DomainError } from '../platform/http/errors';
import { orderConflict } from './order-conflict';

/** JSON with object keys sorted, so the same request always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint of an order request: SHA-256 of the parsed body (unknown fields already
 * dropped, strings trimmed) and the customer it is placed for, so a retry matches and a key
 * reused for something else does not.
 */
export function requestHash(body: unknown, customerId: number | null): string {
  return createHash('sha256')
    .update(canonicalJson({ body, customer_id: customerId }))
    .digest('hex');
}

/** The 409 of a key that placed another request. */
export function idempotencyConflict(): DomainError {
  return orderConflict(
    'idempotency_conflict',
    'This Idempotency-Key was used for a different order request; use a new key for a new checkout attempt',
    {
      'Idempotency-Key': 'was used for a different request',
    },
  );
}

/** Where a key stands: new, being placed by a request (pending), or placed as an order. */
export type KeyState =
  | { readonly state: 'new' }
  | { readonly state: 'pending' }
  | { readonly state: 'placed'; readonly orderId: number };

/**
 * The state of a key on the storefront: placed (with its order) when the stored fingerprint
 * matches, pending while another request places it, new when unknown; a 409
 * `idempotency_conflict` when the key was used for a different request.
 */
export async function keyState(
  db: Db,
  locale: string,
  key: string,
  hash: string,
): Promise<KeyState> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.locale, locale), eq(idempotencyKeys.key, key)));
  if (!row) return { state: 'new' };
  if (row.requestHash !== hash) throw idempotencyConflict();
  return row.orderId === null ? { state: 'pending' } : { state: 'placed', orderId: row.orderId };
}

/** How long a claimed key may stay without its order before another request may take it over (a crashed request). */
export const KEY_CLAIM_STALE_SECONDS = 120;

/**
 * Claims a key for this request before anything is paid, in a statement of its own: true when
 * this request now owns it (a new key, or a claim of the same request left older than
 * {@link KEY_CLAIM_STALE_SECONDS} by a request that died), false when another request holds it.
 * Only the owner authorizes a payment, so a losing request never touches the winner's.
 */
export async function claimKey(
  db: Db,
  locale: string,
  key: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const rows = await queryRows<{ key: string }>(
    db,
    sql`insert into idempotency_keys as k (locale, key, request_hash, created_at)
        values (${locale}, ${key}, ${hash}, ${at}::timestamptz)
        on conflict (locale, key) do update set created_at = excluded.created_at
          where k.order_id is null and k.request_hash = excluded.request_hash
            and k.created_at < ${at}::timestamptz - make_interval(secs => ${KEY_CLAIM_STALE_SECONDS})
        returning key`,
  );
  return rows.length > 0;
}

/** Gives up a claim whose order was not placed (payment declined, out of stock), so the key can be tried again. */
export async function releaseKey(db: Db, locale: string, key: string): Promise<void> {
  await db.execute(
    sql`delete from idempotency_keys where locale = ${locale} and key = ${key} and order_id is null`,
  );
}

/** Links a claimed key to the order it placed (inside the order's transaction). */
export async function settleKey(
  tx: Db,
  locale: string,
  key: string,
  orderId: number,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ orderId })
    .where(and(eq(idempotencyKeys.locale, locale), eq(idempotencyKeys.key, key)));
}

/** How long a request waits for another request that holds its Idempotency-Key to finish. */
export const KEY_WAIT_MS = 10_000;

const KEY_POLL_MS = 100;

/**
 * Makes this request the owner of its key, or waits for the request that owns it: `owner` when
 * this request may place the order, the order id when the other request placed it. A key given
 * up by its owner (declined, out of stock) is claimed again. 409 `idempotency_in_progress` when
 * the other request is still busy after {@link KEY_WAIT_MS}.
 */
export async function claimOrWait(
  db: Db,
  locale: string,
  key: string,
  hash: string,
  now: () => Date,
): Promise<'owner' | number> {
  const deadline = Date.now() + KEY_WAIT_MS;
  for (;;) {
    if (await claimKey(db, locale, key, hash, now())) return 'owner';
    const state = await keyState(db, locale, key, hash);
    if (state.state === 'placed') return state.orderId;
    if (Date.now() > deadline) {
      throw orderConflict(
        'idempotency_in_progress',
        'An order with this Idempotency-Key is still being placed; try again shortly',
        {
          'Idempotency-Key': 'is in use by a request in progress',
        },
      );
    }
    if (state.state === 'pending') await new Promise((resolve) => setTimeout(resolve, KEY_POLL_MS));
  }
}
