import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { pathOf, type PathValues } from './api-operation';
import { isCatalogApiMethod } from './catalog-api-methods';
import { catalogOperations } from './catalog-operations';
import { API_OPERATIONS, operations } from './operations';
import { PRODUCT_VIEWS_PATH } from './product-view-beacon';
import { shopOperations } from './shop-operations';

const namesInPath = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

describe('operations', () => {
  it('declares each method and path once', () => {
    const keys = API_OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(API_OPERATIONS.map((op) => ({ name: `${op.method} ${op.path}`, op })))(
    'names the parameters of $name in its params schema',
    ({ op }) => {
      const keys = op.params instanceof z.ZodObject ? Object.keys(op.params.shape) : [];
      expect(keys.sort()).toEqual(namesInPath(op.path).sort());
    },
  );

  it('keeps the calls of the catalog client in the catalog operations', () => {
    // GET /api/products is no method of its own: searchProducts, popularProducts and upsellProducts call it.
    expect(Object.keys(catalogOperations).filter((name) => !isCatalogApiMethod(name))).toEqual([
      'products',
    ]);
    expect(Object.keys(shopOperations).filter((name) => isCatalogApiMethod(name))).toEqual([]);
  });

  it('takes the beacon path for product views', () => {
    expect(operations.recordProductView.path).toBe(PRODUCT_VIEWS_PATH);
  });
});

describe('pathOf', () => {
  it.each([
    { op: operations.order, values: { id: 12 }, path: '/api/orders/12' },
    { op: operations.createReturn, values: { id: 7 }, path: '/api/orders/7/returns' },
    { op: operations.cmsPage, values: { slug: 'a b/c' }, path: '/api/page-by-slug/a%20b%2Fc' },
    { op: operations.syncCart, values: {}, path: '/api/sync-cart' },
  ])('fills $op.path into $path', ({ op, values, path }) => {
    expect(pathOf(op, values as PathValues)).toBe(path);
  });

  it('throws for a parameter without a value', () => {
    expect(() => pathOf(operations.order)).toThrow('{id}');
  });
});
