import { describe, expect, it } from 'vitest';
import {
  API_OPERATIONS,
  buildOpenApiDocument,
  CalendarQuerySchema,
  PagePreviewQuerySchema,
  UnsubscribeRequestSchema,
  CartItemInputSchema,
  DisplaySettingsSchema,
  fieldsOf,
  HeroSlideSchema,
  ProductDetailSchema,
  ProductsQuerySchema,
  ProductViewRequestSchema,
} from '../index';

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
    {
      name: 'a bad flag and limit',
      query: { popular: '1', nc: 'yes', limit: '0' },
      fields: ['limit', 'nc'],
    },
  ])('rejects $name, naming $fields', ({ query, fields }) => {
    const result = ProductsQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(Object.keys(fieldsOf(result.error!.issues)).sort()).toEqual(fields);
  });
});

describe('CartItemInputSchema', () => {
  it('drops any price the client sends', () => {
    const item = CartItemInputSchema.parse({
      uuid: 'a',
      sku: 'NS-WAL-10001',
      quantity: 2,
      price: 1,
      ordinary_price: 2,
      pricing: [],
    });
    expect(item).toEqual({ uuid: 'a', sku: 'NS-WAL-10001', quantity: 2 });
  });
});

describe('buildOpenApiDocument', () => {
  it('describes every operation with its responses', () => {
    const document = buildOpenApiDocument() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const op of API_OPERATIONS)
      expect(Object.keys(document.paths[op.path]![op.method]!.responses)).toContain(
        String(op.status ?? 200),
      );
  });
});

describe('ProductViewRequestSchema', () => {
  it.each([
    { name: 'no product id', body: {} },
    { name: 'a string id', body: { product_id: '12' } },
    { name: 'a fraction', body: { product_id: 1.5 } },
    { name: 'zero', body: { product_id: 0 } },
    { name: 'an id past 32 bits', body: { product_id: 2 ** 31 } },
  ])('rejects $name on product_id', ({ body }) => {
    const result = ProductViewRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(Object.keys(fieldsOf(result.error!.issues))).toEqual(['product_id']);
  });

  it('accepts a product id', () => {
    expect(ProductViewRequestSchema.parse({ product_id: 17 })).toEqual({ product_id: 17 });
  });
});

describe('HeroSlideSchema and DisplaySettingsSchema', () => {
  it('rejects a background that is not a hex colour', () => {
    const slide = {
      id: 1,
      title: 't',
      text: 'x',
      cta: 'c',
      uri: '/',
      image: { url: '/a.svg', width: 960, height: 640 },
      background: 'navy',
    };
    expect(Object.keys(fieldsOf(HeroSlideSchema.safeParse(slide).error!.issues))).toEqual([
      'background',
    ]);
  });

  it('rejects a negative threshold', () => {
    const settings = {
      recent_product_views: true,
      items_bought_today: true,
      stock_status_dates: false,
      view_threshold: -1,
      purchase_threshold: 3,
      hidden_waiting_times: false,
    };
    expect(Object.keys(fieldsOf(DisplaySettingsSchema.safeParse(settings).error!.issues))).toEqual([
      'view_threshold',
    ]);
  });
});

describe('ProductDetailSchema', () => {
  it('still reads a product page without social proof (data from before the field)', () => {
    expect(ProductDetailSchema.shape.social_proof.safeParse(undefined).success).toBe(true);
  });
});

describe('the OpenAPI document of a 204 answer', () => {
  it('has no content and documents 429 for a rate-limited call', () => {
    const document = buildOpenApiDocument() as {
      paths: Record<string, Record<string, { responses: Record<string, Record<string, unknown>> }>>;
    };
    const responses = document.paths['/api/product-views']!['post']!.responses;
    expect(responses['204']).toBeDefined();
    expect(responses['204']!['content']).toBeUndefined();
    expect(responses['429']).toBeDefined();
  });
});

describe('PagePreviewQuerySchema, UnsubscribeRequestSchema and CalendarQuerySchema', () => {
  it.each([
    {
      name: 'a preview without a token',
      schema: PagePreviewQuerySchema,
      value: {},
      fields: ['token'],
    },
    {
      name: 'a preview with an empty token',
      schema: PagePreviewQuerySchema,
      value: { token: '' },
      fields: ['token'],
    },
    {
      name: 'an unsubscribe without a token',
      schema: UnsubscribeRequestSchema,
      value: { email: 'a@b.se' },
      fields: ['token'],
    },
    {
      name: 'an unsubscribe with a number for a token',
      schema: UnsubscribeRequestSchema,
      value: { token: 7 },
      fields: ['token'],
    },
    { name: 'a calendar without a year', schema: CalendarQuerySchema, value: {}, fields: ['year'] },
    {
      name: 'a calendar of year 25',
      schema: CalendarQuerySchema,
      value: { year: '25' },
      fields: ['year'],
    },
    {
      name: 'a calendar of a year that is not a number',
      schema: CalendarQuerySchema,
      value: { year: 'next' },
      fields: ['year'],
    },
  ])('rejects $name, naming $fields', ({ schema, value, fields }) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(Object.keys(fieldsOf(result.error!.issues))).toEqual(fields);
  });

  it('reads the year of a calendar query as a number', () => {
    expect(CalendarQuerySchema.parse({ year: '2026' })).toEqual({ year: 2026 });
  });

  it('documents the 401 of a page preview, which has no Bearer token', () => {
    const document = buildOpenApiDocument() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(document.paths['/api/page-preview']!['get']!.responses)).toContain('401');
  });
});
