import {
  ERROR_REPORTS_LIMIT,
  ErrorReportRequestSchema,
  type ErrorReportsResponse,
} from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ApiEnv } from '../api-env';
import { accountCustomer } from '../auth/request-auth';
import { queryRows } from '../db/query';
import { DomainError } from '../errors';
import { clientAddress, clientKey as hashClient } from '../http/client-key';
import { latestErrorReports } from '../reports/latest-error-reports';
import { bodyOf } from '../validate';

/** Reports one client may post per minute; more answer 429. */
export const ERROR_REPORTS_PER_MINUTE = 10;

/** POST /captuerr: stores a client error report, at most ten per client and minute (counted in the database). */
export const errorReportRoutes = new Hono<ApiEnv>().post('/captuerr', async (c) => {
  const report = await bodyOf(c, ErrorReportRequestSchema);
  const userAgent = report.userAgent ?? c.req.header('user-agent') ?? '';
  // Called in-process (server rendering) there is no socket: such reports share one key per user agent.
  const clientKey = hashClient(clientAddress(c) ?? 'in-process', c.req.header('user-agent') ?? '');
  const db = c.get('database').db;
  const [recent] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from error_reports where client_key = ${clientKey} and created_at > now() - interval '1 minute'`,
  );
  if ((recent?.n ?? 0) >= ERROR_REPORTS_PER_MINUTE) {
    c.header('retry-after', '60');
    throw new DomainError('rate_limited', 'Too many error reports; try again in a minute');
  }
  await db.execute(
    sql`insert into error_reports (error, level, stack, user_agent, url, client_key)
        values (${report.error}, ${report.level}, ${report.stack ?? ''}, ${userAgent}, ${report.url ?? ''}, ${clientKey})`,
  );
  return c.json({ received: true as const }, 202);
});

/**
 * GET /api/error-reports: the latest reports, newest first, for shop staff (a my-account token of
 * a customer with internal = true). 401 without a valid token, 403 for other customers and
 * my-order tokens.
 */
export const errorReportListRoutes = new Hono<ApiEnv>().get('/error-reports', async (c) => {
  const customer = await accountCustomer(c);
  if (!customer.internal)
    throw new DomainError('not_allowed', 'Only shop staff may read error reports');
  const body: ErrorReportsResponse = {
    reports: await latestErrorReports(c.get('database').db, ERROR_REPORTS_LIMIT),
  };
  return c.json(body);
});
