import type { ApiClient, ApiClientOptions } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { lazyApiClient } from './lazy-api-client';

const options: ApiClientOptions = { baseUrl: 'http://shop.test', locale: 'sv' };

describe('lazyApiClient', () => {
  it('loads the client module once, on the first call, and forwards every call with its arguments', async () => {
    let loads = 0;
    const calls: unknown[][] = [];
    const client = lazyApiClient(options, () => {
      loads += 1;
      return Promise.resolve((given: ApiClientOptions) => {
        expect(given).toBe(options);
        return { widget: (slug: string) => (calls.push([slug]), Promise.resolve({ content: slug, hidden: false })) } as unknown as ApiClient;
      });
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([client.widget('cart-header'), client.widget('cart-footer')]);
    expect([a.content, b.content, loads]).toEqual(['cart-header', 'cart-footer', 1]);
    expect(calls).toEqual([['cart-header'], ['cart-footer']]);
  });

  it('is not a promise itself', async () => {
    const client = lazyApiClient(options, () => Promise.reject(new Error('not loaded')));
    await expect(Promise.resolve(client)).resolves.toBe(client);
  });

  it('passes a failed call on to the caller', async () => {
    const client = lazyApiClient(options, () =>
      Promise.resolve(() => ({ storefront: () => Promise.reject(new Error('503')) }) as unknown as ApiClient),
    );
    await expect(client.storefront()).rejects.toThrow('503');
  });
});
