import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseOptions } from '../src/platform/db/database';
import { migrate } from '../src/platform/db/migrate';
import { isEmpty, seedDemoData, type SeedSize } from './seed';
import { addMissingStrings } from './add-missing-strings';
import { addModelReleases } from './add-model-releases';

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
  // On PostgreSQL, migrations and the seed run without the request timeouts, on a pool of their own
  // (one connection holds the seed lock, see underSeedLock).
  const separate = Boolean(options.databaseUrl) && options.timeoutMs !== undefined;
  const maintenance = await openDatabase(
    separate ? { ...options, timeoutMs: undefined, poolSize: 3 } : options,
  );
  try {
    await migrate(maintenance.db);
    await underSeedLock(maintenance, async () => {
      if (await isEmpty(maintenance.db))
        await seedDemoData(maintenance.db, { size: options.seedSize });
      else {
        await addMissingStrings(maintenance.db);
        await addModelReleases(maintenance.db);
      }
    });
  } catch (err) {
    await maintenance.close();
    throw err;
  }
  if (!separate) return maintenance;
  await maintenance.close();
  return openDatabase(options);
}

/** The advisory lock key of seeding (migrations hold 72707). */
export const SEED_LOCK_KEY = 72708;

/**
 * Runs `work` while this process holds the seed's advisory lock on PostgreSQL, so processes that
 * start at once seed one after the other: the first fills an empty database, the next find it
 * full. The lock is a transaction's (`pg_advisory_xact_lock`) on one connection of the pool, held
 * until `work` ends and released by the database if the process dies; `work` runs on the pool's
 * other connections. The embedded database has one process and one connection: no lock.
 */
async function underSeedLock(database: Database, work: () => Promise<void>): Promise<void> {
  if (database.kind !== 'postgresql') return work();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await work();
  });
}
