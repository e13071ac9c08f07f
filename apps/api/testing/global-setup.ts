import type { TestProject } from 'vitest/node';
import { startClockApi } from './clock-api';
import { seedOrderFixtures } from './order-fixtures';
import { templatesFolder } from './database-copies';
import { startTestApi } from './test-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the API all test files share (seeded once per run). */
    apiUrl: string;
    databaseKind: 'pglite' | 'postgresql';
    /** The test database's URL on PostgreSQL runs (empty on PGlite). */
    databaseUrl: string;
    /** Origin of a second API over the same database with a clock the tests set (clock-api.ts). */
    clockApiUrl: string;
    /** An empty folder of the run for the embedded databases test files copy (migrated-database.ts). */
    databaseTemplates: string;
  }
}

/** Seeds one database and starts the API once per test run; test files reach it over HTTP. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The run's templates first: the shared API's database is a copy of the seeded demo database,
  // which the files that start an API of their own copy too (on PostgreSQL, a database of its own).
  const templates = await templatesFolder();
  project.provide('databaseTemplates', templates.root);
  const api = await startTestApi({}, templates.root);
  await seedOrderFixtures(api.database.db);
  project.provide('apiUrl', api.baseUrl);
  project.provide('databaseKind', api.database.kind);
  project.provide('databaseUrl', api.databaseUrl ?? '');
  const clock = await startClockApi(api.database);
  project.provide('clockApiUrl', clock.baseUrl);
  return async () => {
    await templates.remove();
    await clock.close();
    await api.close();
  };
}
