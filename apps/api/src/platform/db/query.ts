import type { SQL } from 'drizzle-orm';
import type { Db } from './database';
import { rowsOf } from './rows-of';

/** Runs a raw SQL query and returns its rows, on node-postgres and PGlite alike. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}
