import type { ErrorReport } from '@nordshop/api-contract';
import { desc } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { errorReports } from '../platform/db/schema';

/** The latest `limit` client error reports (POST /captuerr), newest first; the client key stays in the database. */
export async function latestErrorReports(db: Db, limit: number): Promise<ErrorReport[]> {
  const rows = await db
    .select({
      id: errorReports.id,
      error: errorReports.error,
      level: errorReports.level,
      stack: errorReports.stack,
      user_agent: errorReports.userAgent,
      url: errorReports.url,
      created_at: errorReports.createdAt,
    })
    .from(errorReports)
    .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
