import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { createApiApp, type ApiDependencies } from '../src/app';
import type { Database } from '../src/platform/db/database';
import { prepareDatabase } from '../seed/prepare-database';
import { openSeededDemoCopy } from './database-copies';
import { rowsOf } from '../src/platform/db/rows-of';

/** A running API over real HTTP on a free loopback port, with its own fresh database. */
export interface TestApi {
  readonly baseUrl: string;
  readonly database: Database;
  /** The database URL on PostgreSQL (undefined on PGlite). */
  readonly databaseUrl: string | undefined;
  /** GET a path under baseUrl; the caller adds any query it wants. */
  get(path: string): Promise<Response>;
  close(): Promise<void>;
}

/** A fresh, empty database on the DATABASE_URL server, and how to drop it; none without DATABASE_URL. */
export async function createScratchDatabase(): Promise<{
  url: string | undefined;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) return { url: undefined, drop: () => Promise.resolve() };
  const name = `nordshop_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Serves a fetch handler on a free loopback port (`env`: the Node bindings, with the client's socket). */
export async function serveOnFreePort(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      ),
  };
}

/**
 * Starts the API with a seeded database: with DATABASE_URL (a PostgreSQL server) a new database on
 * that server, dropped on close; otherwise an embedded PGlite, a copy of the demo database seeded
 * once a run when `templates` names the run's folder of templates (inject('databaseTemplates') in
 * a test file), else seeded in memory. Besides the API it answers POST /__test__/sql { sql } with
 * the rows, so tests can arrange and inspect data over HTTP.
 */
export async function startTestApi(
  options: Omit<ApiDependencies, 'database'> = {},
  templates?: string,
): Promise<TestApi> {
  const scratch = await createScratchDatabase();
  const database =
    scratch.url === undefined && templates !== undefined
      ? await openSeededDemoCopy(templates)
      : await prepareDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
  const app = new Hono();
  app.post('/__test__/sql', async (c) => {
    const { query } = await c.req.json<{ query: string }>();
    return c.json(rowsOf(await database.db.execute(sql.raw(query))));
  });
  // Forwarded as the storefront server does (server-app.ts), so the API's own JSON 404 answers.
  const api = createApiApp({ database, ...options });
  app.all('*', (c) => api.fetch(c.req.raw, c.env));
  const server = await serveOnFreePort(app.fetch);
  return {
    baseUrl: server.baseUrl,
    database,
    databaseUrl: scratch.url,
    get: (path) => fetch(`${server.baseUrl}${path}`),
    close: async () => {
      await server.close();
      await database.close();
      await scratch.drop();
    },
  };
}
