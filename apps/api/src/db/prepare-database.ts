import { openDatabase, type Database, type DatabaseOptions } from './database';
import { migrate } from './migrate';
import { isEmpty, seedDemoData } from './seed';

/** Opens the database, applies pending migrations and seeds demo data into an empty one. */
export async function prepareDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await openDatabase(options);
  try {
    await migrate(database.db);
    if (await isEmpty(database.db)) await seedDemoData(database.db);
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}
