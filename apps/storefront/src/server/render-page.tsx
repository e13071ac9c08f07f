import { createApiClient, type FetchLike } from '@nordshop/api-contract';
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import { createRouter } from '../router';
import type { PageAssets } from './page-assets';

/** What one server render needs. */
export interface RenderPageOptions {
  readonly request: Request;
  /** CSP nonce of this response. */
  readonly nonce: string;
  readonly assets: PageAssets;
  /** Answers API requests in-process, without a network hop. */
  readonly apiFetch: FetchLike;
}

/** Server-renders the page of `request` and streams its HTML. */
export function renderPage({ request, nonce, assets, apiFetch }: RenderPageOptions): Promise<Response> {
  const origin = new URL(request.url).origin;
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createRouter({
        context: { apiFor: (locale) => createApiClient({ baseUrl: origin, locale, fetch: apiFetch }) },
        nonce,
      }),
    getRouterManifest: () => assets,
  });
  return handler(defaultStreamHandler as Parameters<typeof handler>[0]);
}
