import { openDatabase, type Database, type DatabaseOptions } from './database';
import { migrate } from './migrate';
import { isEmpty, seedDemoData, type SeedSize } from './seed';
import { addMissingStrings } from './seed/add-missing-strings';
import { addModelReleases } from './seed/add-model-releases';

/** Where the data lives and how much demo data an empty database gets. */
export interface PrepareOptions extends DatabaseOptions {
  /** Demo data size for an empty database (default: default). */
  readonly seedSize?: SeedSize | undefined;
}

/**
 * Opens the database, applies pending migrations and seeds demo data into an empty one; a database
 * seeded before gets the interface strings and phone-model release months added since.
 */
export async function prepareDatabase(options: PrepareOptions): Promise<Database> {
  // On PostgreSQL, migrations and the seed run without the request timeouts, on a pool of their own.
  const separate = Boolean(options.databaseUrl) && options.timeoutMs !== undefined;
  const maintenance = await openDatabase(
    separate ? { ...options, timeoutMs: undefined, poolSize: 2 } : options,
  );
  try {
    await migrate(maintenance.db);
    if (await isEmpty(maintenance.db))
      await seedDemoData(maintenance.db, { size: options.seedSize });
    else {
      await addMissingStrings(maintenance.db);
      await addModelReleases(maintenance.db);
    }
  } catch (err) {
    await maintenance.close();
    throw err;
  }
  if (!separate) return maintenance;
  await maintenance.close();
  return openDatabase(options);
}
