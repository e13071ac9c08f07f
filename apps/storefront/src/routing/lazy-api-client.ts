import type { ApiClient, ApiClientOptions } from '@nordshop/api-contract';

/** Loads the API client module (and with it zod and the response schemas). */
export type LoadApiClient = () => Promise<(options: ApiClientOptions) => ApiClient>;

const loadCreateApiClient: LoadApiClient = () => import('@nordshop/api-contract/client').then((module) => module.createApiClient);

/**
 * An API client whose module loads on its first call: the browser's first page needs no API call
 * (its data comes with the HTML), so the client, zod and the response schemas stay out of the
 * first-load JavaScript. Every method of the client is async, so a method call simply waits for
 * the module; the object itself is not a promise (`then` is undefined).
 */
export function lazyApiClient(options: ApiClientOptions, load: LoadApiClient = loadCreateApiClient): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const ready = () => (client ??= load().then((create) => create(options)));
  return new Proxy({} as ApiClient, {
    get: (_target, name) => {
      if (name === 'then' || typeof name === 'symbol') return undefined;
      return (...args: unknown[]) =>
        ready().then((loaded) => (loaded[name as keyof ApiClient] as (...a: unknown[]) => unknown)(...args));
    },
  });
}
