import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/platform/db/database';
import { migrate } from '../src/platform/db/migrate';
import { openDatabaseCopy } from './database-copies';
import { seedOrderFixtures } from './order-fixtures';

/** Where a test file's own database lives and what it holds besides the schema. */
export interface MigratedDatabaseOptions {
  /** A PostgreSQL database of the file's own (a scratch database); none: an embedded one. */
  readonly databaseUrl?: string | undefined;
  readonly poolSize?: number | undefined;
  /** The order fixtures' products, prices and stock (order-fixtures.ts). */
  readonly orderFixtures?: boolean | undefined;
}

/**
 * A migrated database of a test file's own. On PostgreSQL the scratch database is migrated (and
 * given the order fixtures) here; an embedded one is a copy of a database the run migrates once
 * (database-copies.ts).
 */
export async function openMigratedDatabase(
  options: MigratedDatabaseOptions = {},
): Promise<Database> {
  const fill = async (database: Database) => {
    await migrate(database.db);
    if (options.orderFixtures) await seedOrderFixtures(database.db);
  };
  if (options.databaseUrl) {
    const database = await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: 'memory://',
      poolSize: options.poolSize,
    });
    await fill(database);
    return database;
  }
  const name = options.orderFixtures ? 'migrated-with-order-fixtures' : 'migrated';
  return openDatabaseCopy(inject('databaseTemplates'), name, async (dataDir) => {
    const database = await openDatabase({ dataDir });
    try {
      await fill(database);
    } finally {
      await database.close();
    }
  });
}
