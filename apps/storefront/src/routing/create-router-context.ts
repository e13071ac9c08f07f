import { createApiClient, type FetchLike } from '@nordshop/api-contract';
import { resolveLocale, type LocaleCode, type LocaleDomains } from '@nordshop/locale-config';
import type { RouterContext } from '../router-context';

/** Where the router runs and how it reaches the API. */
export interface RouterEnvironment {
  /** Origin of the current URL, e.g. http://localhost:3000. */
  readonly origin: string;
  readonly host: string;
  readonly cookie: string;
  readonly localeDomains: LocaleDomains;
  /** In-process API on the server; the browser's fetch when absent. */
  readonly apiFetch?: FetchLike | undefined;
}

/** The router context for a request (server) or a page (browser). */
export function createRouterContext(env: RouterEnvironment): RouterContext {
  const clients = new Map<LocaleCode, ReturnType<typeof createApiClient>>();
  const apiFor = (locale: LocaleCode) => {
    let client = clients.get(locale);
    if (!client) {
      client = createApiClient({ baseUrl: env.origin, locale, ...(env.apiFetch ? { fetch: env.apiFetch } : {}) });
      clients.set(locale, client);
    }
    return client;
  };
  return {
    apiFor,
    host: env.host,
    protocol: new URL(env.origin).protocol,
    localeDomains: env.localeDomains,
    preferredLocale: resolveLocale({ host: env.host, pathname: '/', cookie: env.cookie, domains: env.localeDomains }).locale,
    // Categories come with the catalog API; until a locale's tree is served, no slug is known.
    categoryPathOf: () => Promise.resolve(undefined),
  };
}
