import { sql } from 'drizzle-orm';
import { pruneLoginLinks } from './auth/login-links';
import { releaseExpiredHolds } from './checkout/unpaid-holds';
import { pruneMail } from './mail/mail-outbox';
import { pruneWebhooks } from './webhooks/webhook-outbox';
import type { Database } from './platform/db/database';
import { pruneLimits } from './platform/limits/hit-limit';
import { paymentHousekeeping } from './payments/expire-abandoned-payments';
import type { ApiServices } from './services';

/** Product views are kept this long (only the last 24 hours are read). */
export const PRODUCT_VIEW_RETENTION_HOURS = 48;

/** Client error reports are kept this long. */
export const ERROR_REPORT_RETENTION_DAYS = 30;

/** Limit counters are kept this long after their window started: the longest window (a day, orders per address). */
const LIMIT_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Deletes what has expired by `now` (the wall clock): limit counters, product views older than
 * two days, error reports older than 30 days, ended login sessions, expired login links and
 * messages settled 30 days ago; gives back the units of
 * unpaid orders whose hold ended (releaseExpiredHolds); and works through the payment providers'
 * calls left over and settles the orders of provider pages left unpaid (paymentHousekeeping).
 * Every process runs it now and then; running it twice at once does no harm.
 */
export async function pruneExpired(
  database: Database,
  services: ApiServices,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await pruneLimits(database.db, now, LIMIT_RETENTION_MS);
  await database.db.execute(
    sql`delete from product_views
        where viewed_at < ${at}::timestamptz - make_interval(hours => ${PRODUCT_VIEW_RETENTION_HOURS})`,
  );
  await database.db.execute(
    sql`delete from error_reports
        where created_at < ${at}::timestamptz - make_interval(days => ${ERROR_REPORT_RETENTION_DAYS})`,
  );
  await services.tokens.pruneSessions(now);
  await pruneLoginLinks(database.db, now);
  await pruneMail(database.db, now);
  await pruneWebhooks(database.db, now);
  await releaseExpiredHolds(database.db, now);
  await paymentHousekeeping(database.db, services, now);
}
