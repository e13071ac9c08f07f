import { operations, type HealthResponse } from '@nordshop/api-contract';
import { Hono } from 'hono';
import type { ApiEnv } from './api-env';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors';
import { route } from './route';

/** GET /api/health: the database kind and whether it answers (503 when it does not). */
export const healthRoutes = new Hono<ApiEnv>();

route(healthRoutes, operations.health, async (c) => {
  const database = c.get('database');
  try {
    const version = await database.version();
    const body: HealthResponse = {
      status: 'ok',
      database: { kind: database.kind, status: 'up', version },
    };
    return c.json(body);
  } catch {
    const body: HealthResponse = {
      status: 'degraded',
      database: { kind: database.kind, status: 'down' },
    };
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return c.json(body, 503);
  }
});
