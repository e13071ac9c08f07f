import { HealthResponseSchema } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { createApiApp } from '../src/app';
import { openDatabase } from '../src/platform/db/database';
import { expectUnavailable } from '../testing/outage-helpers';
import { serveOnFreePort } from '../testing/test-server';

describe('when the database is down', () => {
  it('answers 503 with a JSON error and keeps running', async () => {
    // Nothing listens on port 1: every connect is refused.
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/nordshop',
      dataDir: 'memory://',
    });
    const server = await serveOnFreePort(createApiApp({ database }).fetch);
    try {
      await expectUnavailable(server.baseUrl);
      await expectUnavailable(server.baseUrl);
      const health = await fetch(`${server.baseUrl}/api/health?locale=sv&sid=1`);
      expect(health.status).toBe(503);
      expect(HealthResponseSchema.parse(await health.json()).database.status).toBe('down');
    } finally {
      await server.close();
      await database.close();
    }
  });
});
