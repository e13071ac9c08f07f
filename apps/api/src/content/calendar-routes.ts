import { operations } from '@nordshop/api-contract';
import { Hono } from 'hono';
import type { ContentEnv } from './content-services';
import { loadChristmasCalendar } from './christmas-calendar';
import { DomainError } from '../platform/http/errors';
import { route } from '../platform/http/route';

/**
 * How long browsers and shared caches may keep a calendar: a minute, so a door opens within a
 * minute of midnight. The answer holds nothing of a door before it opens, so keeping it is safe.
 */
export const CALENDAR_CACHE_CONTROL = 'public, max-age=60';

/** GET /api/calendar?year=: the storefront's Christmas calendar of the year; 404 when there is none. */
export const calendarRoutes = new Hono<ContentEnv>();

route(calendarRoutes, operations.calendar, async (c, { query: { year } }) => {
  const { locale } = c.get('localeQuery');
  const services = c.get('services');
  const calendar = await loadChristmasCalendar(
    c.get('database'),
    locale,
    year,
    services.now(),
    await services.activeDeal(),
  );
  if (!calendar) throw new DomainError('not_found', `There is no Christmas calendar for ${year}`);
  c.header('cache-control', CALENDAR_CACHE_CONTROL);
  return c.json(calendar);
});
