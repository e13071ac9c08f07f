import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { MIGRATIONS, type Migration } from './migrate';
import { rowsOf } from './rows-of';

/** Whether a process may take requests: its database answers and has every migration. */
export interface Readiness {
  readonly ready: boolean;
  readonly database: 'up' | 'down';
  readonly migrations: 'done' | 'pending' | 'unknown';
}

/**
 * The readiness of a process over `database` (for `/readyz`): not ready while the database does
 * not answer or lacks a migration this build carries. It answers within the database's query
 * timeout (`database.timeoutMs`), also while every connection of the pool is taken by queries that
 * wait on a frozen server: waiting for a connection and then for the query would take twice that,
 * and a proxy's probe gives up sooner.
 */
export async function readinessOf(
  database: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const rows = rowsOf<{ name: string }>(
      await within(
        database.db.execute(sql`select name from nordshop_migrations`),
        database.timeoutMs,
      ),
    );
    applied = new Set(rows.map((row) => row.name));
  } catch (err) {
    // A database without the migrations table answers, but has none of them yet.
    return hasCode(err, UNDEFINED_TABLE)
      ? { ready: false, database: 'up', migrations: 'pending' }
      : { ready: false, database: 'down', migrations: 'unknown' };
  }
  const done = migrations.every((migration) => applied.has(migration.name));
  return { ready: done, database: 'up', migrations: done ? 'done' : 'pending' };
}

/**
 * `work`, or a rejection once `ms` have passed first (undefined: no limit). A Drizzle query runs
 * each time it is awaited, so it is started here once.
 */
async function within<T>(work: PromiseLike<T>, ms: number | undefined): Promise<T> {
  const started = Promise.resolve(work);
  if (ms === undefined) return started;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // The query goes on after the deadline; its own failure then is of no interest.
  started.catch(() => undefined);
  try {
    return await Promise.race([started, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** SQLSTATE of a query on a table that does not exist. */
const UNDEFINED_TABLE = '42P01';

/** Whether `err` or one of its causes carries the SQLSTATE `code`. */
function hasCode(err: unknown, code: string): boolean {
  for (let current = err, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
