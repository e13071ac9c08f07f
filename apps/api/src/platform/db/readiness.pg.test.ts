import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../../testing/test-server';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';
import { readinessOf } from './readiness';

// Readiness on a PostgreSQL server whose answers are late twice over: the pool's one connection
// is taken, and once free, the check's query waits on a lock until the server cancels it. Each
// wait alone stays within the query timeout; one after the other they would not.
const TIMEOUT_MS = 1_000;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let database: Database;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const setup = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
  await migrate(setup.db);
  await setup.close();
  database = await openDatabase({
    databaseUrl: scratch.url,
    dataDir: 'memory://',
    poolSize: 1,
    timeoutMs: TIMEOUT_MS,
  });
});

afterAll(async () => {
  await database.close();
  await scratch.drop();
});

describe('readinessOf on PostgreSQL', () => {
  it('answers not ready within the query timeout while the pool is taken and then the check waits on a lock', async () => {
    expect(await readinessOf(database)).toEqual({
      ready: true,
      database: 'up',
      migrations: 'done',
    });
    const locker = new pg.Client({ connectionString: scratch.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table nordshop_migrations in access exclusive mode');
      // The pool's one connection sleeps for most of the timeout.
      const busy = database.run(
        { name: 'test.readiness_sleep', text: 'select pg_sleep($1::float8)' },
        [(TIMEOUT_MS * 0.8) / 1_000],
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      const readiness = await readinessOf(database);
      const took = performance.now() - started;
      expect(readiness).toEqual({ ready: false, database: 'down', migrations: 'unknown' });
      expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(took).toBeLessThan(TIMEOUT_MS * 1.5);
      await busy;
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
  });
});
