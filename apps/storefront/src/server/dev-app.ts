import { experimentSettingsFromEnv } from '../routing/experiment-settings';
import {
  loadConfig,
  paymentGatewaysOf,
  pickupPointCarriersOf,
  prepareDatabase,
  type Database,
} from '@nordshop/api';
import { devAssets } from './page-assets';
import { createServerApp } from './server-app';

// Loaded by server/dev.mjs through Vite's SSR loader. The database is opened once per process and
// kept across hot reloads of this module.
const state = globalThis as typeof globalThis & { __nordshopDevDatabase?: Promise<Database> };

/** The dev server's app, with Vite's client scripts instead of a build manifest. */
export async function createDevApp(reactRefreshPreamble: string) {
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  state.__nordshopDevDatabase ??= prepareDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
    seedSize: config.SEED_SIZE,
    timeoutMs: config.DB_TIMEOUT_MS,
  });
  const database = await state.__nordshopDevDatabase;
  return createServerApp({
    database,
    assets: devAssets(reactRefreshPreamble),
    dev: true,
    localeDomains: config.LOCALE_DOMAINS,
    experimentSettings: experimentSettingsFromEnv(process.env),
    jwtSecret: config.JWT_SECRET,
    contentTokenSecret: config.CONTENT_TOKEN_SECRET,
    trustedProxies: config.TRUST_PROXY,
    pickupPointCarriers: pickupPointCarriersOf(config),
    adyenHmacKey: config.ADYEN_HMAC_KEY,
    paymentGateways: paymentGatewaysOf(config),
    publicOrigin: config.PUBLIC_ORIGIN,
  });
}
