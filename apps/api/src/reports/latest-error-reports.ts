import type { ErrorReport } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';

/** The latest `limit` client error reports (POST /captuerr), newest first; the client key stays in the database. */
export async function latestErrorReports(db: Db, limit: number): Promise<ErrorReport[]> {
  const rows = await queryRows<Omit<ErrorReport, 'created_at'> & { created_at: string | Date }>(
    db,
    sql`select id, error, level, stack, user_agent, url, created_at from error_reports order by created_at desc, id desc limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}
