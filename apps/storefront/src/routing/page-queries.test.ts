import type { ApiClient } from '@nordshop/api-contract';
import { QueryClient, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { productQuery } from '../data/product-queries';
import type { QueryScope } from '../data/query-scope';
import { dehydratedStateOf, pageQueriesOf } from './router-boundary';

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

describe('the page queries carried from the server to the browser', () => {
  it('fill the browser cache so that its loaders and components ask the API nothing', async () => {
    const server = countingScope();
    const serverClient = new QueryClient();
    await serverClient.ensureQueryData(productQuery(server.scope, 'kabel-1'));
    // What the router serializes into the page is plain JSON.
    const page = JSON.parse(JSON.stringify(pageQueriesOf(serverClient))) as ReturnType<
      typeof pageQueriesOf
    >;

    const browser = countingScope();
    const browserClient = new QueryClient();
    hydrate(browserClient, dehydratedStateOf(page));
    const product = await browserClient.ensureQueryData(productQuery(browser.scope, 'kabel-1'));

    expect(product).toEqual({ slug: 'kabel-1', name: 'Product kabel-1' });
    expect(server.calls()).toBe(1);
    expect(browser.calls()).toBe(0);
  });

  it('leave a query the server did not run to the browser', async () => {
    const serverClient = new QueryClient();
    const browser = countingScope();
    const browserClient = new QueryClient();
    hydrate(browserClient, dehydratedStateOf(pageQueriesOf(serverClient)));
    await browserClient.ensureQueryData(productQuery(browser.scope, 'kabel-2'));
    expect(browser.calls()).toBe(1);
  });
});
