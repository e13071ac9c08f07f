import type { FetchLike } from '@nordshop/api-contract';
import type { LocaleCode, LocaleDomains } from '@nordshop/locale-config';
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import { createRouter } from '../router';
import { createRouterContext } from '../routing/create-router-context';
import type { LayoutData } from '../routing/layout-data';
import type { PageAssets } from './page-assets';

/** What one server render needs. */
export interface RenderPageOptions {
  readonly request: Request;
  /** CSP nonce of this response. */
  readonly nonce: string;
  readonly assets: PageAssets;
  /** Answers API requests in-process, without a network hop. */
  readonly apiFetch: FetchLike;
  readonly localeDomains: LocaleDomains;
  /** The server's shared cache of each storefront's layout data. */
  readonly layoutData: (locale: LocaleCode) => Promise<LayoutData>;
}

/** Server-renders the page of `request` and streams its HTML. */
export function renderPage({ request, nonce, assets, apiFetch, localeDomains, layoutData }: RenderPageOptions): Promise<Response> {
  const url = new URL(request.url);
  const context = createRouterContext({
    origin: url.origin,
    host: request.headers.get('host') ?? url.host,
    cookie: request.headers.get('cookie') ?? '',
    localeDomains,
    apiFetch,
    layoutData,
  });
  const handler = createRequestHandler({
    request,
    createRouter: () => createRouter({ context, nonce }),
    getRouterManifest: () => assets,
  });
  return handler(defaultStreamHandler as Parameters<typeof handler>[0]);
}
