import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/database';
import { queryRows } from '../src/platform/db/query';

/**
 * Runs a bulk load with the secondary indexes of `tables` dropped, then builds them again from the
 * definitions PostgreSQL reports (pg_indexes): building a GIN or B-tree index once is far faster
 * than updating it row by row. Unique indexes and primary keys stay, so constraints hold throughout.
 */
export async function withDeferredIndexes(
  db: Db,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    db,
    sql`select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = any(${sql.param([...tables])}::text[])
          and indexdef not like 'CREATE UNIQUE INDEX%'`,
  );
  for (const { indexname } of indexes)
    await db.execute(sql`drop index ${sql.identifier(indexname)}`);
  await load();
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
}
