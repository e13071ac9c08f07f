import { API_OPERATIONS } from '@nordshop/api-contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../src/app';
import { openDatabase } from '../src/platform/db/database';
import { honoPath } from '../src/platform/http/route';

/**
 * The routes that are not operations of the contract (see the rule in app.ts): generated images,
 * the OpenAPI document itself and payment providers' webhooks (the provider's JSON).
 */
const UNDECLARED_ROUTES = [
  'GET /api/openapi.json',
  'POST /api/payments/:provider/webhook',
  'GET /media/products/:sku/:file',
  'GET /media/categories/:file',
  'GET /media/hero/:file',
  'GET /media/placeholder.svg',
];

// Middleware and the JSON 404 of unknown /api paths: handlers for every method, no endpoint.
const EVERY_METHOD_HANDLERS = ['ALL /*', 'ALL /api/*', 'ALL /api/staff/*', 'ALL /captuerr'];

// Nothing listens on port 1: building the app opens no connection, and this test sends no query.
const database = await openDatabase({
  databaseUrl: 'postgres://postgres@127.0.0.1:1/nordshop',
  dataDir: 'memory://',
});
afterAll(() => database.close());
const app = createApiApp({ database });

const declared = API_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${honoPath(op.path)}`);
const registered = app.routes.map((r) => `${r.method} ${r.path}`);

describe('the API app', () => {
  it.each(declared)('has exactly one route for the declared %s', (operation) => {
    expect(registered.filter((r) => r === operation)).toHaveLength(1);
  });

  it('has no route outside the declarations but the images and the OpenAPI document', () => {
    const endpoints = new Set(registered.filter((r) => !r.startsWith('ALL ')));
    expect([...endpoints].sort()).toEqual([...declared, ...UNDECLARED_ROUTES].sort());
  });

  it('handles every method only in middleware and the JSON 404', () => {
    expect([...new Set(registered.filter((r) => r.startsWith('ALL ')))].sort()).toEqual(
      EVERY_METHOD_HANDLERS,
    );
  });

  it('serves an OpenAPI document that lists exactly the declarations', async () => {
    const response = await app.request('/api/openapi.json');
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(listed.sort()).toEqual(API_OPERATIONS.map((op) => `${op.method} ${op.path}`).sort());
  });
});

describe('honoPath', () => {
  it.each([
    { path: '/api/orders/{id}/returns', hono: '/api/orders/:id/returns' },
    { path: '/api/brand-listing/{slug}', hono: '/api/brand-listing/:slug' },
    { path: '/captuerr', hono: '/captuerr' },
  ])('turns $path into $hono', ({ path, hono }) => {
    expect(honoPath(path)).toBe(hono);
  });
});
