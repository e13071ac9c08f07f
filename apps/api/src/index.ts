export { createApiApp } from './app';
export type { ApiApp, ApiDependencies } from './app';
export { openDatabase } from './db/database';
export type { Database, DatabaseKind, DatabaseOptions, Db } from './db/database';
export { prepareDatabase } from './db/prepare-database';
export { migrate } from './db/migrate';
export { seedDemoData } from './db/seed';
export { loadConfig, ConfigError, ConfigSchema } from './config';
export type { Config } from './config';
