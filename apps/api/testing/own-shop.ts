import { createApiApp } from '../src/app';
import type { Database } from '../src/platform/db/database';
import { createScratchDatabase, serveOnFreePort } from './test-server';
import { openMigratedDatabase } from './migrated-database';

/** An API of one test file on a database of its own, with a clock the file sets. */
export interface OwnShop {
  readonly baseUrl: string;
  readonly database: Database;
  /** The app's clock (ApiServices.now); starts at the wall clock. */
  now(): Date;
  setNow(instant: Date): void;
  close(): Promise<void>;
}

/**
 * Starts the API over a fresh database that only this test file uses (a new database on the
 * DATABASE_URL server, else an embedded one of its own, copied from one migrated once a run),
 * migrated and holding the order fixtures (no catalog seed): for rules whose state is the whole
 * shop's (a budget of all addresses, a housekeeping pass over every order), which a file must not
 * share.
 */
export async function startOwnShop(): Promise<OwnShop> {
  const scratch = await createScratchDatabase();
  const database = await openMigratedDatabase({ databaseUrl: scratch.url, orderFixtures: true });
  let now = new Date();
  const server = await serveOnFreePort(createApiApp({ database, now: () => now }).fetch);
  return {
    baseUrl: server.baseUrl,
    database,
    now: () => now,
    setNow: (instant) => {
      now = instant;
    },
    close: async () => {
      await server.close();
      await database.close();
      await scratch.drop();
    },
  };
}
