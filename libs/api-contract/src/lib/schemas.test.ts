import { describe, expect, it } from 'vitest';
import { API_OPERATIONS, buildOpenApiDocument, CartItemInputSchema, fieldsOf, ProductsQuerySchema } from '../index';

describe('ProductsQuerySchema', () => {
  it.each([
    { name: 'a search', query: { query: 'laddare', nc: '1', co: '0', provider: 'internal' } },
    { name: 'popular products', query: { popular: '1', limit: '8', in_stock: '1', nc: '1' } },
    { name: 'upsell products', query: { upselling_id: '12', limit: '4', in_stock: '0', nc: '1' } },
  ])('accepts $name', ({ query }) => {
    expect(ProductsQuerySchema.safeParse(query).success).toBe(true);
  });

  it.each([
    { name: 'no mode', query: {}, fields: ['query'] },
    { name: 'two modes', query: { query: 'skal', upselling_id: '1' }, fields: ['query'] },
    { name: 'a one-letter search', query: { query: ' a ' }, fields: ['query'] },
    { name: 'a bad flag and limit', query: { popular: '1', nc: 'yes', limit: '0' }, fields: ['limit', 'nc'] },
  ])('rejects $name, naming $fields', ({ query, fields }) => {
    const result = ProductsQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(Object.keys(fieldsOf(result.error!.issues)).sort()).toEqual(fields);
  });
});

describe('CartItemInputSchema', () => {
  it('drops any price the client sends', () => {
    const item = CartItemInputSchema.parse({ uuid: 'a', sku: 'NS-WAL-10001', quantity: 2, price: 1, ordinary_price: 2, pricing: [] });
    expect(item).toEqual({ uuid: 'a', sku: 'NS-WAL-10001', quantity: 2 });
  });
});

describe('buildOpenApiDocument', () => {
  it('describes every operation with its responses', () => {
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    for (const op of API_OPERATIONS) expect(Object.keys(document.paths[op.path]![op.method]!.responses)).toContain(String(op.status ?? 200));
  });
});
