import { describe, expect, inject, it } from 'vitest';
import { createApiApp } from '../src/app';
import { openDatabase } from '../src/platform/db/database';
import { expectUnavailable, startProxy } from '../testing/outage-helpers';
import { serveOnFreePort } from '../testing/test-server';

// Recovery needs a database server that can go away and come back, so this file runs only against
// PostgreSQL (scripts/with-postgres.sh sets DATABASE_URL; vite.config.ts includes *.pg.test.ts then).
describe('when the database comes back', () => {
  it('recovers by itself when the database returns', async () => {
    const target = new URL(inject('databaseUrl'));
    const proxy = await startProxy(target);
    const viaProxy = new URL(target);
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({ databaseUrl: viaProxy.toString(), dataDir: 'memory://' });
    const server = await serveOnFreePort(createApiApp({ database }).fetch);
    try {
      expect((await fetch(`${server.baseUrl}/api/strings?locale=sv&sid=1`)).status).toBe(200);
      await proxy.cut();
      await expectUnavailable(server.baseUrl);
      await proxy.restore();
      expect((await fetch(`${server.baseUrl}/api/strings?locale=sv&sid=1`)).status).toBe(200);
    } finally {
      await server.close();
      await database.close();
      await proxy.close().catch(() => undefined);
    }
  });
});
