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
 * not answer (within the pool's timeouts) or lacks a migration this build carries.
 */
export async function readinessOf(
  database: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const rows = rowsOf<{ name: string }>(
      await database.db.execute(sql`select name from nordshop_migrations`),
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
