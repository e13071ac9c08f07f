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
  const database = await openDatabase(options);
  try {
    await migrate(database.db);
    if (await isEmpty(database.db)) await seedDemoData(database.db, { size: options.seedSize });
    else {
      await addMissingStrings(database.db);
      await addModelReleases(database.db);
    }
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}
