import { serve, type ServerType } from '@hono/node-server';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { createApiApp } from '../app';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';

/** A running API over real HTTP on a free loopback port, with its own fresh database. */
export interface TestApi {
  readonly baseUrl: string;
  readonly database: Database;
  /** GET a path under baseUrl; the caller adds any query it wants. */
  get(path: string): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts the API for a test file. With DATABASE_URL set (a PostgreSQL server) it creates a new,
 * empty database on that server and drops it afterwards; otherwise it uses an in-memory PGlite.
 */
export async function startTestApi(): Promise<TestApi> {
  const serverUrl = process.env['DATABASE_URL'];
  let dropDatabase = async () => undefined as void;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = `nordshop_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database = await prepareDatabase({ databaseUrl, dataDir: 'memory://' });
  const app = createApiApp({ database });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    database,
    get: (path) => fetch(`${baseUrl}${path}`),
    close: async () => {
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
      await database.close();
      await dropDatabase();
    },
  };
}
