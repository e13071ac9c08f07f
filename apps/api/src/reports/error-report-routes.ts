import { ERROR_REPORTS_LIMIT, operations, type ErrorReportsResponse } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AuthEnv } from '../auth/auth-services';
import { accountCustomer } from '../auth/request-auth';
import { DomainError } from '../platform/http/errors';
import { clientKey } from '../platform/http/client-key';
import { hitLimit } from '../platform/limits/hit-limit';
import { latestErrorReports } from './latest-error-reports';
import { route } from '../platform/http/route';

/** Reports one client address may post per minute; more answer 429. */
export const ERROR_REPORTS_PER_MINUTE = 10;

/**
 * What all addresses together may store: 1 MiB of reports per 10 minutes, each report counted by
 * its size in KiB (at least 1). Ten reports a minute per address hold back one client; this holds
 * back many, so the table grows by at most about 150 MiB a day whoever sends.
 */
export const ERROR_REPORTS_BUDGET = { limit: 1_024, windowMs: 10 * 60_000 } as const;

/** What a report counts against {@link ERROR_REPORTS_BUDGET}: its size as JSON in KiB, at least 1. */
export function reportKiB(report: unknown): number {
  return Math.max(1, Math.ceil(Buffer.byteLength(JSON.stringify(report)) / 1024));
}

/**
 * POST /captuerr: stores a client error report, at most {@link ERROR_REPORTS_PER_MINUTE} per
 * client address and minute and within {@link ERROR_REPORTS_BUDGET} over all addresses (both
 * counted atomically in the database, shared by every process).
 */
export const errorReportRoutes = new Hono<AuthEnv>();

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
  const budget = await hitLimit(
    db,
    'reports:all',
    ERROR_REPORTS_BUDGET,
    services.now(),
    reportKiB(report),
  );
  if (!budget.allowed) {
    c.header('retry-after', String(Math.ceil(budget.retryAfterMs / 1000)));
    throw new DomainError('rate_limited', 'The shop takes no more error reports for now');
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
export const errorReportListRoutes = new Hono<AuthEnv>();

route(errorReportListRoutes, operations.errorReports, async (c) => {
  const customer = await accountCustomer(c);
  if (!customer.internal)
    throw new DomainError('not_allowed', 'Only shop staff may read error reports');
  const body: ErrorReportsResponse = {
    reports: await latestErrorReports(c.get('database').db, ERROR_REPORTS_LIMIT),
  };
  return c.json(body);
});
