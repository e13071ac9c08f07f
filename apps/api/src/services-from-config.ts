import type { PrepareOptions } from '../seed/prepare-database';
import { pickupPointCarriersOf } from './carriers-from-config';
import type { Config } from './config';
import { mailDeliveryOf } from './mail-from-config';
import { paymentGatewaysOf } from './payment-gateways-from-config';
import type { ServiceOptions } from './services';
import { webhookDeliveryOf } from './webhooks-from-config';

/** Every option of the services but the test clock, each one set (undefined: its default). */
export type ConfiguredServiceOptions = {
  readonly [K in Exclude<keyof ServiceOptions, 'now'>]-?: ServiceOptions[K];
};

/**
 * The options of the API's services from the validated configuration: the secrets, the trusted
 * proxies, the pick-up-point carriers and payment providers configured, the public origin, the
 * storefront domains and the mail delivery (one per call: call it once per process). Every start of the shop wires its services with it (the storefront server,
 * its dev server and the API alone), so a new option is wired in one place.
 */
export function servicesFromConfig(config: Config) {
  return {
    jwtSecret: config.JWT_SECRET,
    contentTokenSecret: config.CONTENT_TOKEN_SECRET,
    trustedProxies: config.TRUST_PROXY,
    pickupPointCarriers: pickupPointCarriersOf(config),
    paymentGateways: paymentGatewaysOf(config),
    publicOrigin: config.PUBLIC_ORIGIN,
    localeDomains: config.LOCALE_DOMAINS,
    mail: mailDeliveryOf(config),
    webhooks: webhookDeliveryOf(config),
  } satisfies ConfiguredServiceOptions;
}

/**
 * How a serving process opens its database, from the validated configuration: PostgreSQL
 * (DATABASE_URL) or the embedded database (DATA_DIR), the pool, the demo data of an empty database
 * and the request timeout (DB_TIMEOUT_MS).
 */
export function databaseOptionsFromConfig(config: Config): PrepareOptions {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
    seedSize: config.SEED_SIZE,
    timeoutMs: config.DB_TIMEOUT_MS,
  };
}
