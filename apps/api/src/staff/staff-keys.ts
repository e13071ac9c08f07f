import { STAFF_KEY_PREFIX, STAFF_SCOPES, type StaffScope } from '@nordshop/api-contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { staffApiKeys } from '../platform/db/schema';

/** A staff API key as a list shows it (never the key). */
export interface StaffKeyRow {
  readonly id: number;
  readonly name: string;
  readonly hint: string;
  readonly scopes: readonly StaffScope[];
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
  readonly lastUsedAt: Date | null;
}

/** The SHA-256 of a key (hex): what the database keeps. */
export const staffKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

const scopesOf = (values: readonly string[]): StaffScope[] =>
  values.filter((value): value is StaffScope =>
    (STAFF_SCOPES as readonly string[]).includes(value),
  );

/**
 * Makes a staff API key: `nsk_` and 32 random bytes (base64url). Returns the key, to be shown
 * once; the database keeps its SHA-256 and its first characters as a hint.
 */
export async function createStaffKey(
  db: Db,
  options: { readonly name: string; readonly scopes: readonly StaffScope[] },
): Promise<{ readonly id: number; readonly key: string }> {
  const key = `${STAFF_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(staffApiKeys)
    .values({
      name: options.name,
      keyHash: staffKeyHash(key),
      hint: key.slice(0, 10),
      scopes: [...new Set(options.scopes)],
    })
    .returning({ id: staffApiKeys.id });
  if (!row) throw new Error('the staff key insert returned no row');
  return { id: row.id, key };
}

/** Every staff key, the oldest first. */
export async function listStaffKeys(db: Db): Promise<StaffKeyRow[]> {
  const rows = await db.select().from(staffApiKeys).orderBy(asc(staffApiKeys.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: scopesOf(row.scopes),
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
    lastUsedAt: row.lastUsedAt,
  }));
}

/** Revokes a key (its next call gets 401); false when there is no such key or it was revoked. */
export async function revokeStaffKey(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffApiKeys)
    .set({ revokedAt: now })
    .where(and(eq(staffApiKeys.id, id), isNull(staffApiKeys.revokedAt)))
    .returning({ id: staffApiKeys.id });
  return rows.length > 0;
}

/**
 * The key of a presented secret, or null for an unknown or revoked one. Notes when it was last
 * used, at most once a minute per key (a busy key does not write on every call).
 */
export async function findStaffKey(
  db: Db,
  presented: string,
  now: Date,
): Promise<{
  readonly id: number;
  readonly name: string;
  readonly scopes: readonly StaffScope[];
} | null> {
  const [row] = await db
    .select({
      id: staffApiKeys.id,
      name: staffApiKeys.name,
      scopes: staffApiKeys.scopes,
      lastUsedAt: staffApiKeys.lastUsedAt,
    })
    .from(staffApiKeys)
    .where(and(eq(staffApiKeys.keyHash, staffKeyHash(presented)), isNull(staffApiKeys.revokedAt)));
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000)
    await db.execute(
      sql`update staff_api_keys set last_used_at = ${now.toISOString()}::timestamptz where id = ${row.id}`,
    );
  return { id: row.id, name: row.name, scopes: scopesOf(row.scopes) };
}

/**
 * Writes the staff keys a deployment provisions by configuration (STAFF_KEY_HASHES: their SHA-256
 * only): a new one is added, a known one takes the configured name and scopes. A key revoked with
 * `npm run staff-key -- revoke` stays revoked. Runs at every start; any number of processes at once.
 */
export async function provisionStaffKeys(
  db: Db,
  keys: readonly {
    readonly name: string;
    readonly keyHash: string;
    readonly scopes: readonly string[];
  }[],
): Promise<void> {
  for (const key of keys)
    await db
      .insert(staffApiKeys)
      .values({ name: key.name, keyHash: key.keyHash, hint: 'configured', scopes: [...key.scopes] })
      .onConflictDoUpdate({
        target: staffApiKeys.keyHash,
        set: { name: key.name, scopes: [...key.scopes] },
      });
}
