// First: zod's schemas below are made without code generation (zod-without-eval.ts).
import './platform/http/zod-without-eval';
export { createApiApp } from './app';
export type { ApiApp, ApiDependencies, ApiEnv } from './app';
export { openDatabase } from './platform/db/database';
export type {
  Database,
  DatabaseKind,
  DatabaseOptions,
  Db,
  PreparedStatement,
} from './platform/db/database';
export { prepareDatabase } from '../seed/prepare-database';
export type { PrepareOptions } from '../seed/prepare-database';
export { migrate } from './platform/db/migrate';
export { readinessOf } from './platform/db/readiness';
export type { Readiness } from './platform/db/readiness';
export { seedDemoData, SEED_SIZES } from '../seed/seed';
export type { SeedSize, SeedReport } from '../seed/seed';
export { rebuildSearchWords } from './search/search-words';
export { DEMO_CUSTOMER, STAFF_CUSTOMER } from '../seed/demo-accounts';
export { loadConfig, ConfigError, ConfigSchema } from './config';
export type { Config, ConfigOf, ConfigSchemaLike } from './config';
export { databaseOptionsFromConfig, servicesFromConfig } from './services-from-config';
export { provisionStaffKeys } from './staff/staff-keys';
export type { ConfiguredServiceOptions } from './services-from-config';
export { pickupPointCarriersOf } from './carriers-from-config';
export { paymentGatewaysOf } from './payment-gateways-from-config';
export type { HostedPaymentGateway } from './payments/hosted-payment';
export { paymentNotificationsIdle } from './payments/payment-notifications';
export type { PickupPointCarriers } from './shipping/pickup-point-carrier';
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
export { parseTrustedProxies, NO_TRUSTED_PROXIES } from './platform/http/client-key';
export type { TrustedProxies } from './platform/http/client-key';
export { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './platform/http/errors';
export { log, summarizeError } from './platform/telemetry/log';
export { setLogLevel, LOG_LEVELS } from './platform/telemetry/log';
export type { LogLevel } from './platform/telemetry/log';
export { observeRequests } from './platform/http/observe-requests';
export { requestIdOf, REQUEST_ID_HEADER } from './platform/http/request-id';
export { cacheLookups, metricsRegistry } from './platform/telemetry/metrics';
export { TtlCache, jsonBytes, textBytes } from './platform/cache/ttl-cache';
export type { ByteBound } from './platform/cache/ttl-cache';
export { cacheSizes, watchCacheSize } from './platform/cache/cache-sizes';
export type { CacheSize, SizedCache } from './platform/cache/cache-sizes';
export { CHANGE_CHANNEL, ANY_TABLE } from './platform/db/change-feed';
export type { ChangeFeed, ChangeListener } from './platform/db/change-feed';
export type { PoolUse } from './platform/db/database';
