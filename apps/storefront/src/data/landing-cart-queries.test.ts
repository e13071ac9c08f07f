import type { ApiClient, SyncCartRequest } from '@nordshop/api-contract';
import { formatAtc } from '@nordshop/cart-domain';
import { aCartLine } from '@nordshop/cart-domain/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ensureLandingCart, landingCartKeys, landingCartQuery } from './landing-cart-queries';

/** An API whose sync-cart answers each line with `stock` units at most (0: not sold). */
function apiWithStock(stock: Record<string, number>) {
  const bodies: SyncCartRequest[] = [];
  const api = {
    syncCart: (body: SyncCartRequest) => {
      bodies.push(body);
      return Promise.resolve({
        internal: false,
        items: body.items.map((item) =>
          aCartLine({
            uuid: item.uuid,
            sku: item.sku,
            name: `Produkt ${item.sku}`,
            thumb: { url: `/media/${item.sku}.webp`, width: 300, height: 300 },
            quantity: Math.min(item.quantity, stock[item.sku] ?? 0),
          }),
        ),
      });
    },
  } as unknown as ApiClient;
  return { api, bodies };
}

describe('landingCartQuery', () => {
  it('prices the list through sync-cart and keeps the lines the shop sells, with the units it answers', async () => {
    const { api, bodies } = apiWithStock({ A: 10, B: 1 });
    const atc = formatAtc([
      { sku: 'A', quantity: 2 },
      { sku: 'B', quantity: 3 },
      { sku: 'GONE', quantity: 1 },
    ]);
    const lines = await new QueryClient().fetchQuery(landingCartQuery({ locale: 'sv', api }, atc));
    expect(bodies).toEqual([
      {
        items: [
          { uuid: 'atc-1', sku: 'A', quantity: 2 },
          { uuid: 'atc-2', sku: 'B', quantity: 3 },
          { uuid: 'atc-3', sku: 'GONE', quantity: 1 },
        ],
      },
    ]);
    expect(lines).toEqual([
      { sku: 'A', name: 'Produkt A', thumb: '/media/A.webp', quantity: 2 },
      { sku: 'B', name: 'Produkt B', thumb: '/media/B.webp', quantity: 1 },
    ]);
  });

  it('asks nothing for a list that does not parse', async () => {
    const { api, bodies } = apiWithStock({});
    const client = new QueryClient();
    expect(await client.fetchQuery(landingCartQuery({ locale: 'sv', api }, '%%%'))).toEqual([]);
    expect(bodies).toEqual([]);
  });
});

describe('ensureLandingCart', () => {
  it('fills the cache for a page with atc, and never fails the page when the API does', async () => {
    const { api } = apiWithStock({ A: 5 });
    const queryClient = new QueryClient();
    const atc = formatAtc([{ sku: 'A', quantity: 1 }]);
    await ensureLandingCart({ queryClient, locale: 'fi', apiFor: () => api }, { atc });
    expect(queryClient.getQueryData(landingCartKeys.of({ locale: 'fi', api }, atc))).toHaveLength(
      1,
    );

    const failing = { syncCart: () => Promise.reject(new Error('down')) } as unknown as ApiClient;
    await expect(
      ensureLandingCart(
        { queryClient: new QueryClient(), locale: 'fi', apiFor: () => failing },
        {
          atc,
        },
      ),
    ).resolves.toBeUndefined();
  });

  it('does nothing for a page without atc', async () => {
    const { api, bodies } = apiWithStock({});
    await ensureLandingCart(
      { queryClient: new QueryClient(), locale: 'sv', apiFor: () => api },
      {},
    );
    expect(bodies).toEqual([]);
  });
});
