import type { ApiClient, FetchLike } from '@nordshop/api-contract';
import { readVatDisplayCookie } from '@nordshop/cart-domain';
import { parseConsentCookie } from '@nordshop/consent';
import { resolveLocale, type LocaleCode, type LocaleDomains } from '@nordshop/locale-config';
import { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from './router-context';
import { DEFAULT_EXPERIMENT_SETTINGS, type ExperimentSettings } from './experiment-settings';
import { findCategoryPath, type CategoryNode } from './find-category-path';
import { lazyApiClient } from './lazy-api-client';
import { shouldRetryQuery } from './query-retry';
import type { ServedLayoutData } from '../data/layout-data';
import { layoutQuery } from '../data/layout-queries';
import type { StringScreen, Strings } from '../i18n/screen-strings';
import type { ServerParts } from './stored-parts';

/** Where the router runs and how it reaches the API. */
export interface RouterEnvironment {
  /** Origin of the current URL, e.g. http://localhost:3000. */
  readonly origin: string;
  readonly host: string;
  readonly cookie: string;
  readonly localeDomains: LocaleDomains;
  /** External providers and active domains of the experiments (defaults: none, everywhere). */
  readonly experimentSettings?: ExperimentSettings | undefined;
  /** In-process API on the server; the browser's fetch when absent. */
  readonly apiFetch?: FetchLike | undefined;
  /** The server's shared cache of layout data; the browser loads it through the API. */
  readonly layoutData?: ((locale: LocaleCode) => Promise<ServedLayoutData>) | undefined;
  /** The server's strings of each screen that loads its own; the browser loads their assets. */
  readonly screenStrings?:
    ((locale: LocaleCode, screen: StringScreen) => Promise<Strings>) | undefined;
  /** The server's reuse of the layout's page-independent parts (server/server-parts.ts). */
  readonly serverParts?: ServerParts | undefined;
}

/** The router context for a request (server) or a page (browser). */
export function createRouterContext(env: RouterEnvironment): RouterContext {
  const clients = new Map<LocaleCode, ApiClient>();
  const apiFor = (locale: LocaleCode) => {
    let client = clients.get(locale);
    if (!client) {
      client = lazyApiClient({
        baseUrl: env.origin,
        locale,
        ...(env.apiFetch ? { fetch: env.apiFetch } : {}),
      });
      clients.set(locale, client);
    }
    return client;
  };
  const categoryTrees = new Map<LocaleCode, Promise<readonly CategoryNode[]>>();
  // The browser loads the layout data from the page's layout asset (routing/page-state.ts); the
  // API path is for another storefront's layout or a reload, so its module loads when needed.
  const layoutData =
    env.layoutData ??
    ((locale: LocaleCode) =>
      import('../data/layout-data').then((module) => module.loadLayoutData(apiFor(locale))));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetryQuery } },
  });
  const screenStrings =
    env.screenStrings ??
    (async (locale: LocaleCode, screen: StringScreen): Promise<Strings> => {
      const layout = await queryClient.ensureQueryData(layoutQuery(locale, layoutData));
      const address = layout.screenStrings?.[screen];
      // Layout data loaded through the API holds every string.
      if (address === undefined) return {};
      try {
        const response = await fetch(address);
        if (response.ok) return (await response.json()) as Strings;
      } catch {
        // Offline or away: the API's strings below hold the screen's too.
      }
      return apiFor(locale).strings();
    });
  return {
    queryClient,
    apiFor,
    host: env.host,
    protocol: new URL(env.origin).protocol,
    origin: env.origin,
    localeDomains: env.localeDomains,
    consentMask: parseConsentCookie(env.cookie),
    vatDisplay: readVatDisplayCookie(env.cookie),
    experimentSettings: env.experimentSettings ?? DEFAULT_EXPERIMENT_SETTINGS,
    preferredLocale: resolveLocale({
      host: env.host,
      pathname: '/',
      cookie: env.cookie,
      domains: env.localeDomains,
    }).locale,
    layoutData,
    screenStrings,
    serverParts: env.serverParts,
    categoryPathOf: async (locale, slug) => {
      let tree = categoryTrees.get(locale);
      if (!tree) {
        tree = apiFor(locale).productCategories();
        categoryTrees.set(locale, tree);
      }
      return findCategoryPath(await tree, slug);
    },
  };
}
