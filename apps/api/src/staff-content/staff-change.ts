import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';

/** Who makes a change: a staff key's id, or null for a command run on the server. */
export interface ChangeMaker {
  readonly keyId: number | null;
}

/**
 * Holds the subject of a change (`coupon:SOMMAR10`, `page:sv/kopvillkor`, `deal`) for the rest of
 * the transaction, so that two processes changing it at once do so one after the other and each
 * audits what the other left.
 */
export async function lockSubject(tx: Db, subject: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${subject}, 0))`);
}

/** JSON with object keys sorted at every depth: equal values give equal strings. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

/** Whether two stored states are the same (jsonb keeps object keys in an order of its own). */
export function sameState(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** An instant as the staff API answers it, or null. */
export function isoOrNull(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}
