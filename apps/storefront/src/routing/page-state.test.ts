import type { ApiClient } from '@nordshop/api-contract';
import { localDate } from '@nordshop/locale-config';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutData, ServedLayoutData } from '../data/layout-data';
import { layoutKeys, layoutQuery, type PageLayout } from '../data/layout-queries';
import { productQuery } from '../data/product-queries';
import type { QueryScope } from '../data/query-scope';
import { hydratePageState, pageStateOf, type PageState } from './page-state';

/** A scope whose API counts its calls and answers a product named after the slug. */
function countingScope() {
  let calls = 0;
  const api = new Proxy({} as ApiClient, {
    get: () => (slug: string) => {
      calls += 1;
      return Promise.resolve({ slug, name: `Product ${slug}` });
    },
  });
  const scope: QueryScope = { locale: 'fi', api };
  return { scope, calls: () => calls };
}

/** Layout data whose storefront is named `name` (only the fields the assertions read). */
const layoutNamed = (name: string) => ({ storefront: { name } }) as unknown as LayoutData;

/** What the router serializes into the page is plain JSON. */
const throughPage = (state: PageState) => JSON.parse(JSON.stringify(state)) as PageState;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page state carried from the server to the browser', () => {
  it('fills the browser cache so that its loaders and components ask the API nothing', async () => {
    const server = countingScope();
    const serverClient = new QueryClient();
    await serverClient.ensureQueryData(productQuery(server.scope, 'kabel-1'));
    const page = throughPage(pageStateOf(serverClient));

    const browser = countingScope();
    const browserClient = new QueryClient();
    await hydratePageState(browserClient, page);
    const product = await browserClient.ensureQueryData(productQuery(browser.scope, 'kabel-1'));

    expect(product).toEqual({ slug: 'kabel-1', name: 'Product kabel-1' });
    expect(server.calls()).toBe(1);
    expect(browser.calls()).toBe(0);
  });

  it('leaves a query the server did not run to the browser', async () => {
    const browser = countingScope();
    const browserClient = new QueryClient();
    await hydratePageState(browserClient, pageStateOf(new QueryClient()));
    await browserClient.ensureQueryData(productQuery(browser.scope, 'kabel-2'));
    expect(browser.calls()).toBe(1);
  });

  it('names served layout data by its asset and fills the browser cache from that asset', async () => {
    const serverClient = new QueryClient();
    const served: ServedLayoutData = {
      ...layoutNamed('Nordshop Suomi'),
      asset: '/layout/fi.a.json',
    };
    await serverClient.ensureQueryData(layoutQuery('fi', () => Promise.resolve(served)));
    const server = serverClient.getQueryData<PageLayout>(layoutKeys.of('fi'));
    const page = throughPage(pageStateOf(serverClient));

    expect(JSON.stringify(page)).not.toContain('Nordshop Suomi');
    expect(page.layouts).toEqual([
      expect.objectContaining({
        locale: 'fi',
        asset: '/layout/fi.a.json',
        now: server?.now,
        today: localDate(new Date(server?.now ?? 0), 'fi'),
      }),
    ]);

    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve(Response.json(layoutNamed('Nordshop Suomi')));
    });
    const browserClient = new QueryClient();
    await hydratePageState(browserClient, page);
    expect(fetched).toEqual(['/layout/fi.a.json']);
    expect(browserClient.getQueryData(layoutKeys.of('fi'))).toEqual(server);
  });

  it('leaves the layout query to the API when its asset cannot be fetched', async () => {
    const page: PageState = {
      queries: throughPage(pageStateOf(new QueryClient())).queries,
      layouts: [
        { locale: 'nl', asset: '/layout/nl.b.json', now: 5, today: '1970-01-01', updatedAt: 4 },
      ],
    };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 503 })));
    const browserClient = new QueryClient();
    await hydratePageState(browserClient, page);
    expect(browserClient.getQueryData(layoutKeys.of('nl'))).toBeUndefined();
    const loaded = await browserClient.ensureQueryData(
      layoutQuery('nl', () => Promise.resolve(layoutNamed('Nordshop NL'))),
    );
    expect(loaded.storefront.name).toBe('Nordshop NL');
  });

  it('carries layout data without an asset in the page itself', async () => {
    const serverClient = new QueryClient();
    await serverClient.ensureQueryData(layoutQuery('da', () => Promise.resolve(layoutNamed('DK'))));
    const page = throughPage(pageStateOf(serverClient));
    expect(page.layouts).toEqual([]);
    const browserClient = new QueryClient();
    await hydratePageState(browserClient, page);
    expect(browserClient.getQueryData<PageLayout>(layoutKeys.of('da'))?.storefront.name).toBe('DK');
  });
});
