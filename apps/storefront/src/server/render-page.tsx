import type { ExperimentSettings } from '../routing/experiment-settings';
import type { FetchLike } from '@nordshop/api-contract';
import type { LocaleCode, LocaleDomains } from '@nordshop/locale-config';
import {
  createRequestHandler,
  defaultStreamHandler,
  normalizeSsrResponse,
} from '@tanstack/react-router/ssr/server';
import { createRouter } from '../router';
import { createRouterContext } from '../routing/create-router-context';
import type { ServedLayoutData } from '../data/layout-data';
import type { StringScreen, Strings } from '../i18n/screen-strings';
import type { PageAssets } from './page-assets';
import { SCREEN_HEADER } from './cached-page';
import { isUnavailableError } from './page-unavailable';
import type { RequestSite } from './public-site';
import { pageResponseCacheControl } from './page-privacy';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@nordshop/api';

/** What one server render needs. */
export interface RenderPageOptions {
  readonly request: Request;
  /** CSP nonce of this response. */
  readonly nonce: string;
  readonly assets: PageAssets;
  /** Answers API requests in-process, without a network hop. */
  readonly apiFetch: FetchLike;
  readonly localeDomains: LocaleDomains;
  readonly experimentSettings?: ExperimentSettings | undefined;
  /** The server's shared cache of each storefront's layout data. */
  readonly layoutData: (locale: LocaleCode) => Promise<ServedLayoutData>;
  /** The server's strings of a screen that loads its own (i18n/screen-strings.ts). */
  readonly screenStrings: (locale: LocaleCode, screen: StringScreen) => Promise<Strings>;
  /** Where the page's links point (server/public-site.ts), never the request's own Host. */
  readonly site: RequestSite;
}

/**
 * Server-renders the page of `request` and streams its HTML. The response names the screen it
 * shows in an internal header (SCREEN_HEADER) for the page cache, which removes it.
 */
export function renderPage({
  request,
  nonce,
  assets,
  apiFetch,
  localeDomains,
  experimentSettings,
  layoutData,
  screenStrings,
  site,
}: RenderPageOptions): Promise<Response> {
  const context = createRouterContext({
    origin: site.origin,
    host: site.host,
    cookie: request.headers.get('cookie') ?? '',
    localeDomains,
    experimentSettings,
    apiFetch,
    layoutData,
    screenStrings,
  });
  const handler = createRequestHandler({
    request,
    createRouter: () => createRouter({ context, nonce }),
    getRouterManifest: () => assets,
  });
  const stream = defaultStreamHandler as Parameters<typeof handler>[0];
  return handler(async (ctx) => {
    const screen = ctx.router.state.matches.at(-1)?.staticData.screen;
    if (screen !== undefined) ctx.responseHeaders.set(SCREEN_HEADER, screen);
    ctx.responseHeaders.set('cache-control', pageResponseCacheControl(request, screen));
    const result = await stream(ctx);
    if (!ctx.router.state.matches.some((match) => isUnavailableError(match.error))) return result;
    // The database is away: 503 with Retry-After, so clients and crawlers come back later.
    const rendered = normalizeSsrResponse(result);
    const headers = new Headers(rendered.response.headers);
    headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    headers.set('cache-control', 'no-store');
    return {
      ...rendered,
      response: new Response(rendered.response.body, { status: 503, headers }),
    };
  });
}
