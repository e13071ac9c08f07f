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
import { serverPartsRender, type ServerPartStore } from './server-parts';
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
  /** The process's stored layout parts (server/server-parts.ts); each render renders them all when absent. */
  readonly serverParts?: ServerPartStore | null | undefined;
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
  serverParts,
}: RenderPageOptions): Promise<Response> {
  // The parts' links are written for the site's origin: stored per origin.
  const parts = serverParts ? serverPartsRender(serverParts, site.origin) : undefined;
  const context = createRouterContext({
    origin: site.origin,
    host: site.host,
    cookie: request.headers.get('cookie') ?? '',
    localeDomains,
    experimentSettings,
    apiFetch,
    layoutData,
    screenStrings,
    serverParts: parts?.parts,
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
    const result = withServerParts(await stream(ctx), parts?.transform);
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

type HandlerCallbackResult = Parameters<typeof normalizeSsrResponse>[0];

/** The rendered response with its layout parts filled in and their markers removed. */
function withServerParts(
  result: HandlerCallbackResult,
  transform: (() => TransformStream<Uint8Array, Uint8Array>) | undefined,
): HandlerCallbackResult {
  if (!transform) return result;
  const rendered = normalizeSsrResponse(result);
  const { body, status, statusText, headers } = rendered.response;
  if (!body) return result;
  return {
    ...rendered,
    response: new Response(body.pipeThrough(transform()), { status, statusText, headers }),
  };
}
