import type { ApiClient } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';

/**
 * What every query of a storefront is built from: its locale (the first part of every key) and
 * the API client bound to it. The client is the lazy one of the router context (routing/
 * lazy-api-client.ts), so a module of query factories loads no zod and no schema.
 */
export interface QueryScope {
  readonly locale: LocaleCode;
  readonly api: ApiClient;
}

/** The parameters of an API client method. */
export type ApiParams<M extends keyof ApiClient> = ApiClient[M] extends (
  ...args: infer P
) => unknown
  ? P
  : never;
