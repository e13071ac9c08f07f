import type { ExperimentSettings } from '../routing/experiment-settings';
import {
  REQUEST_ID_HEADER,
  TtlCache,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  cacheLookups,
  createApiApp,
  jsonBytes,
  observeRequests,
  readinessOf,
  requestIdOf,
  type ApiDependencies,
} from '@nordshop/api';
import { createApiClient } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { PageAssets } from './page-assets';
import { loadLayoutData, type ServedLayoutData } from '../data/layout-data';
import {
  LAYOUT_ASSET_PREFIX,
  layoutAssetNameOf,
  layoutAssetOf,
  type LayoutAsset,
} from './layout-asset';
import { buyFormRoute } from './buy-form';
import { seoFiles } from './seo-files';
import { PAGE_CACHE_HEADER, withoutScreenHeader } from './cached-page';
import { HtmlPageCache } from './html-page-cache';
import { htmlPageCacheKey } from './html-page-cache-key';
import { renderPage } from './render-page';
import { ServerPartStore } from './server-parts';
import { securityHeaders } from './security-headers';
import { serverErrorResponse } from './server-error';
import { requestSite } from './public-site';
import type { StringScreen } from '../i18n/screen-strings';

/**
 * What the storefront server is made of: the API's database and services (servicesFromConfig),
 * whose storefront domains (LOCALE_DOMAINS: on such a host the locale prefix is optional) and
 * public origin (PUBLIC_ORIGIN: the base of the links of pages served on any other host, default
 * http://localhost:3000) the pages use too, and the pages' own parts.
 */
export interface ServerAppOptions extends ApiDependencies {
  readonly assets: PageAssets;
  /** Directory of the client build (production); the dev server serves assets through Vite. */
  readonly clientDir?: string | undefined;
  readonly dev?: boolean;
  /** External providers and active domains of the experiments (shop-config.ts). */
  readonly experimentSettings?: ExperimentSettings;
  /**
   * Keep rendered catalog pages for 10 s (server/html-page-cache.ts); default true, off in dev. A
   * HtmlPageCache of its own (another freshness) may be given.
   */
  readonly pageCache?: boolean | HtmlPageCache;
  /**
   * Whether renders reuse the layout's page-independent parts (server/server-parts.ts): default on,
   * off in the dev server (whose modules change under it).
   */
  readonly serverParts?: boolean | ServerPartStore;
  /** Whether the process is shutting down: `/readyz` then answers 503 so the proxy sends no more. */
  readonly isDraining?: () => boolean;
}

/** Paths the API answers (its calls, error reports and generated media); everything else is a page. */
export function isApiPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/captuerr' ||
    path.startsWith('/media/')
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** How long the server keeps a storefront's layout data (categories, strings, widgets, deal). */
export const LAYOUT_CACHE_MS = 60_000;

/** How long the server keeps a part of a storefront's sitemap (its indexable pages). */
export const SITEMAP_CACHE_MS = 10 * 60_000;

/** Most bytes of sitemap parts (as JSON) the server keeps: 8 MB. */
export const SITEMAP_CACHE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The storefront's HTTP server: security headers on every response, the API in-process under
 * /api, robots.txt and the sitemaps, hashed assets with immutable caching, and server-rendered
 * pages for everything else.
 */
export function createServerApp(options: ServerAppOptions) {
  const api = createApiApp(options);
  const app = new Hono<{ Variables: SecureHeadersVariables }>();

  // Pages, assets and health checks get a request id, a duration metric and a log line here; the
  // API does the same for its own calls (with its route patterns).
  const observePages = observeRequests(pageRouteOf);
  app.use(async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    await observePages(c, async () => {
      await next();
      c.res.headers.set(REQUEST_ID_HEADER, id);
    });
  });
  app.use(securityHeaders({ dev: options.dev ?? false }));
  app.onError((err, c) => serverErrorResponse(c, err, pageRouteOf(c)));

  // Liveness: the process answers. Readiness: it may take requests (database up, migrations done,
  // not shutting down). For the proxy and the orchestrator; never cached, no personal data.
  app.get('/healthz', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('cache-control', 'no-store');
    if (options.isDraining?.())
      return c.json({ ready: false, draining: true }, 503, {
        'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
      });
    const readiness = await readinessOf(options.database);
    return readiness.ready
      ? c.json(readiness)
      : c.json(readiness, 503, { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
  });
  // Pages and API answers are gzipped per response; assets come pre-compressed from the build.
  app.use(compress());

  app.all('*', async (c, next) => {
    // The Node bindings (c.env) let the API see the client's address for its rate limits.
    if (isApiPath(c.req.path)) return api.fetch(c.req.raw, c.env);
    await next();
  });

  // Each in-process call starts on a later turn of the event loop: a render's calls then take turns
  // with other requests and with new connections, which a busy process takes in one per turn.
  const apiFetch = async (request: Request) => {
    await new Promise((resolve) => setImmediate(resolve));
    return api.fetch(request);
  };
  const apiFor = (locale: LocaleCode) =>
    createApiClient({ baseUrl: 'http://nordshop.internal', locale, fetch: apiFetch });

  // robots.txt and the sitemaps, from the API's list of indexable pages (kept for SITEMAP_CACHE_MS).
  const sitemaps = new TtlCache<string, Awaited<ReturnType<ApiClientOf['sitemap']>>>(
    SITEMAP_CACHE_MS,
    Date.now,
    100,
    'sitemaps',
    { weigh: jsonBytes, maxBytes: SITEMAP_CACHE_MAX_BYTES },
  );
  const sitemapParts = async (locale: LocaleCode, part: number) =>
    (await sitemaps.get(`${locale}:${part}`, () => apiFor(locale).sitemap(part))).value;
  const publicOrigin = options.publicOrigin ?? 'http://localhost:3000';
  const siteOf = (request: Request) =>
    requestSite(request, publicOrigin, options.localeDomains ?? {});
  const crawlerFiles = seoFiles({
    siteOf,
    localeDomains: options.localeDomains ?? {},
    sitemapPart: sitemapParts,
  });
  app.get('*', async (c, next) => {
    const response = await crawlerFiles(c.req.raw);
    if (response) return response;
    await next();
  });

  if (options.clientDir) {
    // Only the build's hashed assets and the public files (favicon, brand logos) are served from
    // it; nothing else of the folder (such as .vite/manifest.json) is reachable.
    const files = serveStatic({ root: options.clientDir, precompressed: true });
    const cachedFor =
      (control: string): MiddlewareHandler =>
      async (c, next) => {
        const found = await files(c, next);
        if (found && (found.status === 200 || found.status === 206))
          found.headers.set('Cache-Control', control);
        return found;
      };
    app.use('/assets/*', cachedFor(IMMUTABLE));
    app.use('/brand/*', cachedFor('public, max-age=3600'));
    app.use('/favicon.svg', cachedFor('public, max-age=3600'));
  }

  // Each storefront's layout data with its content-hashed asset (server/layout-asset.ts): pages
  // point at the asset, and the browser loads it once for every page of the storefront.
  const layouts = new TtlCache<LocaleCode, LayoutAsset>(LAYOUT_CACHE_MS, Date.now, 10, 'layouts');
  const layoutAsset = async (locale: LocaleCode) =>
    (
      await layouts.get(locale, async () =>
        layoutAssetOf(locale, await loadLayoutData(apiFor(locale))),
      )
    ).value;
  const layoutData = async (locale: LocaleCode): Promise<ServedLayoutData> => {
    const asset = await layoutAsset(locale);
    return { ...asset.data, asset: asset.path };
  };
  const screenStrings = async (locale: LocaleCode, screen: StringScreen) =>
    (await layoutAsset(locale)).screens[screen].strings;
  app.get(`${LAYOUT_ASSET_PREFIX}*`, async (c, next) => {
    const name = layoutAssetNameOf(c.req.path);
    if (!name) return next();
    const layout = await layoutAsset(name.locale);
    const asset = name.screen === undefined ? layout : layout.screens[name.screen];
    // An address of older content (a page rendered before the content changed) leads to the
    // current asset; only the current address is cached for good.
    if (asset.path !== c.req.path) {
      c.header('cache-control', 'no-store');
      return c.redirect(asset.path, 302);
    }
    return c.body(asset.json, 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': IMMUTABLE,
    });
  });

  const pages =
    options.pageCache instanceof HtmlPageCache
      ? options.pageCache
      : (options.pageCache ?? !options.dev)
        ? new HtmlPageCache()
        : null;
  const serverParts =
    options.serverParts instanceof ServerPartStore
      ? options.serverParts
      : (options.serverParts ?? !options.dev)
        ? new ServerPartStore()
        : null;
  // A change of the catalog, prices, stock, coupons or content committed by any process (or by
  // hand) makes every page and layout of this process stale at once (decision 023).
  options.database.changes.subscribe(() => {
    layouts.clear();
    serverParts?.clear();
    sitemaps.clear();
    pages?.invalidate(Date.now());
  });
  // A buy form posted without JavaScript: back to its page with the line (buy-form.ts).
  app.post('*', ...buyFormRoute());
  app.get('*', async (c) => {
    const site = siteOf(c.req.raw);
    const render = (nonce: string) =>
      renderPage({
        site,
        request: c.req.raw,
        nonce,
        assets: options.assets,
        apiFetch,
        localeDomains: options.localeDomains ?? {},
        experimentSettings: options.experimentSettings,
        layoutData,
        screenStrings,
        serverParts,
      });
    const nonce = c.get('secureHeadersNonce') ?? '';
    const key = pages ? htmlPageCacheKey(c.req.raw, site.host) : null;
    if (!pages || key === null) return withoutScreenHeader(await render(nonce));
    const response = await pages.serve(key, nonce, render, Date.now);
    const state = response.headers.get(PAGE_CACHE_HEADER);
    const fromCache = state === 'hit' || state === 'revalidating' || state === 'stale';
    if (state !== null) cacheLookups.inc({ cache: 'pages', result: fromCache ? 'hit' : 'miss' });
    return response;
  });
  return app;
}

type ApiClientOf = ReturnType<typeof createApiClient>;

/** The route label of a request that is not the API's: a fixed name, never the path itself. */
export function pageRouteOf(c: { req: { path: string } }): string {
  const path = c.req.path;
  if (path === '/healthz' || path === '/readyz' || path === '/robots.txt') return path;
  if (path.startsWith('/assets/')) return '/assets/*';
  if (path.startsWith(LAYOUT_ASSET_PREFIX)) return '/layout/*';
  if (path.startsWith('/brand/') || path === '/favicon.svg') return '/public/*';
  if (/^\/sitemap[\w-]*\.xml$/.test(path)) return '/sitemap*.xml';
  return 'page';
}
