import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { CATALOG_API_METHODS, isCatalogApiMethod } from './catalog-api-methods';
import { createCatalogClient } from './catalog-client';

const options = {
  baseUrl: 'http://localhost',
  locale: 'sv' as const,
  fetch: () => Promise.reject(new Error('no network in this test')),
};

describe('CATALOG_API_METHODS', () => {
  it('names exactly the methods of the catalog client', () => {
    const { locale: _locale, sid: _sid, ...methods } = createCatalogClient(options);
    expect(Object.keys(methods).sort()).toEqual([...CATALOG_API_METHODS].sort());
  });

  it('leaves every other method of the full client to the shop part', () => {
    const { locale: _locale, sid: _sid, ...methods } = createApiClient(options);
    const shop = Object.keys(methods).filter((name) => !isCatalogApiMethod(name));
    expect(shop).toEqual(
      expect.arrayContaining(['syncCart', 'syncCoupons', 'login', 'placeOrder', 'accountOrders']),
    );
    expect(shop.some((name) => isCatalogApiMethod(name))).toBe(false);
    expect(shop.length + CATALOG_API_METHODS.length).toBe(Object.keys(methods).length);
  });
});
