import { Hono } from 'hono';
import { createApiApp } from '../src/app';
import type { Database } from '../src/platform/db/database';
import { serveOnFreePort } from './test-server';

/**
 * Serves a second API app over the test database whose clock the tests set, for rules that hang on
 * the time (calendar doors, one-day coupons). POST /__test__/clock { now: ISO instant } moves it.
 * One clock for the whole run: only one test file may use it (today christmas-calendar.test.ts).
 */
export async function startClockApi(
  database: Database,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  let now = new Date();
  const app = new Hono();
  app.post('/__test__/clock', async (c) => {
    now = new Date((await c.req.json<{ now: string }>()).now);
    return c.body(null, 204);
  });
  app.route('/', createApiApp({ database, now: () => now }));
  return serveOnFreePort(app.fetch);
}
