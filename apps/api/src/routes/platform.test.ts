import { API_OPERATIONS, ErrorReportResponseSchema } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { sharedApi, SV } from '../testing/shared-api';

const api = sharedApi();

describe('GET /api/openapi.json', () => {
  it('documents every operation, generated from the schemas', async () => {
    const response = await api.get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\.0/);
    for (const op of API_OPERATIONS)
      expect(document.paths[op.path]?.[op.method]?.responses).toBeDefined();
    expect(JSON.stringify(document.paths['/api/sync-cart'])).toContain('x-be-internal');
  });
});

describe('POST /captuerr', () => {
  it('stores a client error report', async () => {
    const marker = `TypeError: x is undefined ${Date.now()}`;
    const response = await api.post(
      `/captuerr?${SV}`,
      {
        error: marker,
        level: 'error',
        stack: 'at a (b.js:1:2)',
        userAgent: 'Vitest',
        url: 'https://nordshop.example/sv',
      },
      { 'user-agent': 'report-test' },
    );
    expect(response.status).toBe(202);
    ErrorReportResponseSchema.parse(await response.json());
    const [row] = await api.sql<{ level: string; url: string }>(
      `select level, url from error_reports where error = '${marker}'`,
    );
    expect(row).toEqual({ level: 'error', url: 'https://nordshop.example/sv' });
  });

  it('answers 429 after ten reports a minute from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push(
        (
          await api.post(
            '/captuerr',
            { error: `flood ${i}`, level: 'warning' },
            { 'user-agent': 'flood-test' },
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('generated images', () => {
  it.each([
    { path: '/media/products/NS-WAL-10001/0-300.svg', status: 200 },
    { path: '/media/products/NS-WAL-10001-BLK/1-1600.svg', status: 200 },
    { path: '/media/categories/cases.svg', status: 200 },
    { path: '/media/placeholder.svg', status: 200 },
    { path: '/media/products/bad%20sku/0-300.svg', status: 404 },
  ])('answers $status for $path', async ({ path, status }) => {
    const response = await api.get(path);
    expect(response.status).toBe(status);
    if (status === 200) {
      expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      expect(await response.text()).toMatch(/^<svg /);
    }
  });

  it('draws the same picture for the same SKU every time', async () => {
    const a = await (await api.get('/media/products/NS-GLS-10010/0-800.svg')).text();
    const b = await (await api.get('/media/products/NS-GLS-10010/0-800.svg')).text();
    expect(a).toBe(b);
  });

  it('serves every image URL the catalog holds', async () => {
    const rows = await api.sql<{ url: string }>(
      'select url from product_images order by product_id, sort_order, type limit 20',
    );
    for (const { url } of rows) expect((await api.get(url)).status).toBe(200);
  });
});
