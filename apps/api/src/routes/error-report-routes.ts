import { ERROR_REPORTS_LIMIT, operations, type ErrorReportsResponse } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ApiEnv } from '../api-env';
import { accountCustomer } from '../auth/request-auth';
import { DomainError } from '../errors';
import { clientKey } from '../http/client-key';
import { hitLimit } from '../limits/hit-limit';
import { latestErrorReports } from '../reports/latest-error-reports';
import { route } from './route';

/** Reports one client address may post per minute; more answer 429. */
export const ERROR_REPORTS_PER_MINUTE = 10;

/**
 * POST /captuerr: stores a client error report, at most {@link ERROR_REPORTS_PER_MINUTE} per
 * client address and minute (counted atomically in the database, shared by every process).
 */
export const errorReportRoutes = new Hono<ApiEnv>();

route(errorReportRoutes, operations.reportError, async (c, { body: report }) => {
  const userAgent = (report.userAgent ?? c.req.header('user-agent') ?? '').slice(0, 500);
  // Called in-process (server rendering) there is no socket: such reports share one key.
  const key = clientKey(c.get('clientAddress') ?? 'in-process');
  const db = c.get('database').db;
  const services = c.get('services');
  const decision = await hitLimit(
    db,
    `reports:${key}`,
    { limit: ERROR_REPORTS_PER_MINUTE, windowMs: 60_000 },
    services.now(),
  );
  if (!decision.allowed) {
    c.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
    throw new DomainError('rate_limited', 'Too many error reports; try again in a minute');
  }
  await db.execute(
    sql`insert into error_reports (error, level, stack, user_agent, url, client_key)
        values (${report.error}, ${report.level}, ${report.stack ?? ''}, ${userAgent}, ${report.url ?? ''}, ${key})`,
  );
  return c.json({ received: true as const }, 202);
});

/**
 * GET /api/error-reports: the latest reports, newest first, for shop staff (a my-account token of
 * a customer with internal = true). 401 without a valid token, 403 for other customers and
 * my-order tokens.
 */
export const errorReportListRoutes = new Hono<ApiEnv>();

route(errorReportListRoutes, operations.errorReports, async (c) => {
  const customer = await accountCustomer(c);
  if (!customer.internal)
    throw new DomainError('not_allowed', 'Only shop staff may read error reports');
  const body: ErrorReportsResponse = {
    reports: await latestErrorReports(c.get('database').db, ERROR_REPORTS_LIMIT),
  };
  return c.json(body);
});
