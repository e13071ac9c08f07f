import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import type { DomainError } from '../errors';
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

/**
 * The order a key already placed on the storefront: its id when the stored fingerprint matches,
 * a 409 `idempotency_conflict` when it does not, undefined when the key is new (or its order
 * is still being written by a transaction this one cannot see yet).
 */
export async function orderOfKey(
  db: Db,
  locale: string,
  key: string,
  hash: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.locale, locale), eq(idempotencyKeys.key, key)));
  if (!row || row.orderId === null) return undefined;
  if (row.requestHash !== hash) throw idempotencyConflict();
  return row.orderId;
}

/**
 * Claims a key inside the order's transaction. False when another request holds it: on
 * PostgreSQL the insert waits for that request's transaction and sees its committed row.
 */
export async function claimKey(
  tx: Db,
  locale: string,
  key: string,
  hash: string,
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ locale, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Links a claimed key to the order it placed (same transaction). */
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
