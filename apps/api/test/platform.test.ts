import { API_OPERATIONS, ErrorReportResponseSchema } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { postFromAddress } from '../testing/from-address';
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
    // From an address of this test's own: /captuerr is limited per client address.
    const response = await postFromAddress(
      `${api.baseUrl}/captuerr?${SV}`,
      {
        error: marker,
        level: 'error',
        stack: 'at a (b.js:1:2)',
        userAgent: 'Vitest',
        url: 'https://nordshop.example/sv',
      },
      '127.0.2.12',
      { 'user-agent': 'report-test' },
    );
    expect(response.status).toBe(202);
    ErrorReportResponseSchema.parse(JSON.parse(response.body));
    const [row] = await api.sql<{ level: string; url: string }>(
      `select level, url from error_reports where error = '${marker}'`,
    );
    expect(row).toEqual({ level: 'error', url: 'https://nordshop.example/sv' });
  });

  it('answers 429 after ten reports a minute from one client address, whatever its user agent', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const report = { error: `flood ${i}`, level: 'warning' };
      const answer = await postFromAddress(`${api.baseUrl}/captuerr`, report, '127.0.2.1', {
        'user-agent': `flood-test-${i}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not held back.
    const calm = await postFromAddress(
      `${api.baseUrl}/captuerr`,
      { error: 'calm', level: 'info' },
      '127.0.2.2',
    );
    expect(calm.status).toBe(202);
  });

  it('counts the reports of a burst from one address atomically: exactly ten of 30 parallel ones are kept', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postFromAddress(
          `${api.baseUrl}/captuerr`,
          { error: `burst ${i}`, level: 'info' },
          '127.0.2.3',
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20);
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
