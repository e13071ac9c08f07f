import type { ExperimentSettings } from '../routing/experiment-settings';
import type { FetchLike } from '@nordshop/api-contract';
import type { LocaleCode, LocaleDomains } from '@nordshop/locale-config';
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import { createRouter } from '../router';
import { createRouterContext } from '../routing/create-router-context';
import type { LayoutData } from '../routing/layout-data';
import type { PageAssets } from './page-assets';
import { SCREEN_HEADER } from './page-cache';

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
  readonly layoutData: (locale: LocaleCode) => Promise<LayoutData>;
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
}: RenderPageOptions): Promise<Response> {
  const url = new URL(request.url);
  const context = createRouterContext({
    origin: url.origin,
    host: request.headers.get('host') ?? url.host,
    cookie: request.headers.get('cookie') ?? '',
    localeDomains,
    experimentSettings,
    apiFetch,
    layoutData,
  });
  const handler = createRequestHandler({
    request,
    createRouter: () => createRouter({ context, nonce }),
    getRouterManifest: () => assets,
  });
  const stream = defaultStreamHandler as Parameters<typeof handler>[0];
  return handler((ctx) => {
    const screen = ctx.router.state.matches.at(-1)?.staticData.screen;
    if (screen !== undefined) ctx.responseHeaders.set(SCREEN_HEADER, screen);
    return stream(ctx);
  });
}
