import { isCatalogApiMethod, type ApiClient, type ApiClientOptions } from '@nordshop/api-contract';
import { nextTask } from './next-task';

/** Loads a part of the API client (and with it zod and that part's response schemas). */
export type LoadClientPart = () => Promise<(options: ApiClientOptions) => Partial<ApiClient>>;

/** The two parts of the client: the catalog's calls, and all of them. */
export interface ApiClientLoaders {
  readonly catalog: LoadClientPart;
  readonly full: LoadClientPart;
}

/**
 * zod and the modules both parts share, evaluated in a task of their own. The schemas themselves
 * are built on their first use (api-contract's `deferred`), not when their modules load.
 */
const sharedSchemasFirst = () => import('@nordshop/api-contract/shared-schemas').then(nextTask);

/**
 * The loaders of the browser (a chunk each, fetched on the first call that needs it) and of the
 * server's render (modules already in its bundle).
 */
export const browserLoaders: ApiClientLoaders = {
  // The catalog's answers are read as they come (ApiClientOptions.checkAnswers): they are the
  // shop's own catalog data, and parsing them was the largest part of a prefetch's task.
  catalog: () =>
    sharedSchemasFirst()
      .then(() => import('@nordshop/api-contract/catalog-client'))
      .then(
        (module) => (options: ApiClientOptions) =>
          module.createCatalogClient({ ...options, checkAnswers: false }),
      ),
  full: () =>
    sharedSchemasFirst()
      .then(() => import('@nordshop/api-contract/client'))
      .then((module) => module.createApiClient),
};

/**
 * An API client whose modules load on their first call: the browser's first page needs no API
 * call (its data comes with the HTML), so the client, zod and the response schemas stay out of the
 * first-load JavaScript. A catalog call (CATALOG_API_METHODS) loads only the catalog part, so a
 * shopper who browses builds no cart, checkout or account schemas; any other call loads the whole
 * client. Every method is async, so a call simply waits for its module; the object itself is not
 * a promise (`then` is undefined).
 */
export function lazyApiClient(
  options: ApiClientOptions,
  loaders: ApiClientLoaders = browserLoaders,
): ApiClient {
  const parts = new Map<keyof ApiClientLoaders, Promise<Partial<ApiClient>>>();
  const part = (which: keyof ApiClientLoaders) => {
    let loaded = parts.get(which);
    if (!loaded) {
      // In the browser the client is built and called in the task after its module's evaluation
      // (next-task.ts); a server render does not wait.
      loaded = loaders[which]()
        .then((create) => (typeof window === 'undefined' ? create : nextTask(create)))
        .then((create) => create(options));
      parts.set(which, loaded);
    }
    return loaded;
  };
  return new Proxy({} as ApiClient, {
    get: (_target, name) => {
      if (name === 'then' || typeof name === 'symbol') return undefined;
      return (...args: unknown[]) =>
        part(isCatalogApiMethod(name) ? 'catalog' : 'full').then((loaded) => {
          const method = loaded[name as keyof ApiClient] as
            ((...a: unknown[]) => unknown) | undefined;
          if (typeof method !== 'function')
            throw new TypeError(`The API client has no method ${name}`);
          return method(...args);
        });
    },
  });
}
