export { LocaleQuerySchema, ApiErrorSchema, fieldsOf } from './lib/common';
export type { LocaleQuery, ApiError } from './lib/common';
export { HealthResponseSchema } from './lib/health';
export type { HealthResponse } from './lib/health';
export { StorefrontResponseSchema } from './lib/storefront';
export type { StorefrontResponse } from './lib/storefront';
export { createApiClient, ApiRequestError } from './lib/api-client';
export type { ApiClient, ApiClientOptions, FetchLike } from './lib/api-client';
