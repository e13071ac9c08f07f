import { prepareDatabase, type Database } from '@nordshop/api';
import { openDatabaseCopy } from '@nordshop/api/testing/database-copies';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty folder of the run for the seeded demo database (seeded-database-setup.ts). */
    seededDatabaseRoot: string;
  }
}

/**
 * The demo database for a test file: a copy of its own of the embedded database seeded with the
 * demo data, which it may change at will; closing it removes the copy. The first file of a run to
 * ask seeds it once (about 9 s of CPU on a quiet machine) while the others wait, and each file
 * opens a copy in about a second instead of seeding its own.
 */
export function openSeededDatabase(): Promise<Database> {
  return openDatabaseCopy(inject('seededDatabaseRoot'), 'demo', async (dataDir) => {
    const database = await prepareDatabase({ dataDir });
    await database.close();
  });
}
