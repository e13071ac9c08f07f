import type { ApiClientOptions } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { browserLoaders, lazyApiClient, type ApiClientLoaders } from './lazy-api-client';

const options: ApiClientOptions = { baseUrl: 'http://shop.test', locale: 'sv' };

/** Loaders that count their loads and answer each method with its name and arguments. */
function countingLoaders() {
  const loads = { catalog: 0, full: 0 };
  const part = (which: keyof typeof loads) => () => {
    loads[which] += 1;
    return Promise.resolve((given: ApiClientOptions) => {
      expect(given).toBe(options);
      return new Proxy(
        {},
        {
          // Not a thenable: a promise would wait on `then` forever.
          get: (_target, name) =>
            name === 'then'
              ? undefined
              : (...args: unknown[]) => Promise.resolve({ part: which, name, args }),
        },
      );
    });
  };
  const loaders: ApiClientLoaders = { catalog: part('catalog'), full: part('full') };
  return { loads, loaders };
}

describe('lazyApiClient', () => {
  it('loads the catalog part once, on the first catalog call, and forwards every call with its arguments', async () => {
    const { loads, loaders } = countingLoaders();
    const client = lazyApiClient(options, loaders);
    expect(loads).toEqual({ catalog: 0, full: 0 });
    const [a, b] = await Promise.all([
      client.widget('cart-header'),
      client.productBySlug('usb-c-kabel'),
    ]);
    expect([a, b]).toEqual([
      { part: 'catalog', name: 'widget', args: ['cart-header'] },
      { part: 'catalog', name: 'productBySlug', args: ['usb-c-kabel'] },
    ]);
    expect(loads).toEqual({ catalog: 1, full: 0 });
  });

  it('loads the whole client for a shop call (cart, checkout, account)', async () => {
    const { loads, loaders } = countingLoaders();
    const client = lazyApiClient(options, loaders);
    await client.syncCoupons({} as never);
    await client.accountOrders('token');
    expect(loads).toEqual({ catalog: 0, full: 1 });
  });

  it('is not a promise itself', async () => {
    const { loaders } = countingLoaders();
    const client = lazyApiClient(options, loaders);
    await expect(Promise.resolve(client)).resolves.toBe(client);
  });

  it('passes a failed call on to the caller', async () => {
    const failing = () =>
      Promise.resolve(() => ({ storefront: () => Promise.reject(new Error('503')) }));
    const client = lazyApiClient(options, { catalog: failing, full: failing });
    await expect(client.storefront()).rejects.toThrow('503');
  });

  it("the browser's catalog part reads answers as they come, the full client checks them", async () => {
    const answer = { content: '<p>Hej</p>', hidden: false, extra: 'kept' };
    const fetch = () => Promise.resolve(Response.json(answer));
    const catalog = (await browserLoaders.catalog())({ ...options, fetch });
    const full = (await browserLoaders.full())({ ...options, fetch });
    expect(await catalog.widget?.('cart-footer')).toEqual(answer);
    expect(await full.widget?.('cart-footer')).toEqual({ content: '<p>Hej</p>', hidden: false });
  });
});
