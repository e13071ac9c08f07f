// First: zod's schemas below are made without code generation (zod-without-eval.ts).
import './zod-without-eval';
export { createApiApp } from './app';
export type { ApiApp, ApiDependencies, ApiEnv } from './app';
export { openDatabase } from './db/database';
export type { Database, DatabaseKind, DatabaseOptions, Db, PreparedStatement } from './db/database';
export { prepareDatabase } from './db/prepare-database';
export type { PrepareOptions } from './db/prepare-database';
export { migrate } from './db/migrate';
export { readinessOf } from './db/readiness';
export type { Readiness } from './db/readiness';
export { seedDemoData, SEED_SIZES } from './db/seed';
export type { SeedSize, SeedReport } from './db/seed';
export { rebuildSearchWords } from './db/search-words';
export { DEMO_CUSTOMER, STAFF_CUSTOMER } from './db/seed/demo-accounts';
export { loadConfig, ConfigError, ConfigSchema } from './config';
export type { Config } from './config';
export { pickupPointCarriersOf } from './carriers/carriers-from-config';
export { paymentGatewaysOf } from './payments/payment-gateways-from-config';
export type { HostedPaymentGateway } from './payments/hosted-payment';
export type { PickupPointCarriers } from './carriers/pickup-point-carrier';
export {
  signContentToken,
  verifyContentToken,
  PAGE_PREVIEW_MAX_AGE_SECONDS,
  ContentTokenClaimsSchema,
} from './content/content-token';
export type {
  ContentTokenClaims,
  ContentTokenPurpose,
  ContentTokenCheck,
  ContentTokenRejection,
  SignContentTokenOptions,
} from './content/content-token';
export { contentLinkPath } from './content/content-link';
export { sanitizeContentHtml } from './content/sanitize-html';
export { parseTrustedProxies, NO_TRUSTED_PROXIES } from './http/client-key';
export type { TrustedProxies } from './http/client-key';
export { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors';
export { log, summarizeError } from './http/log';
export { setLogLevel, LOG_LEVELS } from './http/log';
export type { LogLevel } from './http/log';
export { observeRequests } from './http/observe-requests';
export { requestIdOf, REQUEST_ID_HEADER } from './http/request-id';
export { cacheLookups, metricsRegistry } from './http/metrics';
export { TtlCache, jsonBytes, textBytes } from './cache/ttl-cache';
export type { ByteBound } from './cache/ttl-cache';
export { cacheSizes, watchCacheSize } from './cache/cache-sizes';
export type { CacheSize, SizedCache } from './cache/cache-sizes';
export { CHANGE_CHANNEL, ANY_TABLE } from './db/change-feed';
export type { ChangeFeed, ChangeListener } from './db/change-feed';
export type { PoolUse } from './db/database';
