import {
  databaseOptionsFromConfig,
  prepareDatabase,
  servicesFromConfig,
  type Database,
} from '@nordshop/api';
import { devAssets } from './page-assets';
import { createServerApp } from './server-app';
import { experimentSettingsOf, loadShopConfig } from './shop-config';

// Loaded by server/dev.mjs through Vite's SSR loader. The database is opened once per process and
// kept across hot reloads of this module.
const state = globalThis as typeof globalThis & { __nordshopDevDatabase?: Promise<Database> };

/** The dev server's app, with Vite's client scripts instead of a build manifest. */
export async function createDevApp(reactRefreshPreamble: string) {
  const config = loadShopConfig({ ...process.env, NODE_ENV: 'development' });
  state.__nordshopDevDatabase ??= prepareDatabase(databaseOptionsFromConfig(config));
  const database = await state.__nordshopDevDatabase;
  return createServerApp({
    ...servicesFromConfig(config),
    database,
    assets: devAssets(reactRefreshPreamble),
    dev: true,
    experimentSettings: experimentSettingsOf(config),
  });
}
