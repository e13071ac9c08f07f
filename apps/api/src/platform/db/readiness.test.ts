import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { MIGRATIONS, migrate } from './migrate';
import { readinessOf } from './readiness';

// An embedded database of the test's own: empty, then migrated, then closed.
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('readinessOf', () => {
  it('is not ready before the migrations, ready after, and not ready once the database is gone', async () => {
    expect(await readinessOf(database)).toEqual({
      ready: false,
      database: 'up',
      migrations: 'pending',
    });
    await migrate(database.db);
    expect(await readinessOf(database)).toEqual({
      ready: true,
      database: 'up',
      migrations: 'done',
    });

    const unknown = { name: '9999_not_applied', statements: [] };
    expect(await readinessOf(database, [...MIGRATIONS, unknown])).toEqual({
      ready: false,
      database: 'up',
      migrations: 'pending',
    });

    await database.db.execute(sql`select 1`);
    await database.close();
    expect(await readinessOf(database)).toMatchObject({ ready: false, database: 'down' });
    database = await openDatabase({ dataDir: 'memory://' });
  }, 120_000);
});
