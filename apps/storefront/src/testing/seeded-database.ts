import type { Database } from '@nordshop/api';
import { openSeededDemoCopy } from '@nordshop/api/testing/database-copies';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty folder of the run for the seeded demo database (seeded-database-setup.ts). */
    seededDatabaseRoot: string;
  }
}

/**
 * The demo database for a test file: a copy of its own of the embedded database seeded with the
 * demo data, which it may change at will; closing it removes the copy. The run seeds it once
 * (openSeededDemoCopy); each file opens a copy in about a second instead of seeding its own.
 */
export function openSeededDatabase(): Promise<Database> {
  return openSeededDemoCopy(inject('seededDatabaseRoot'));
}
