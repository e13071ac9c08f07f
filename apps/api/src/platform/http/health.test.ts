import { HealthResponseSchema, ApiErrorSchema } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { sharedApi } from '../../../testing/shared-api';

const api = sharedApi();

const expectedKind = process.env['DATABASE_URL'] ? 'postgresql' : 'pglite';

describe('GET /api/health', () => {
  it(`reports the database kind (${expectedKind}) and that it is up`, async () => {
    const response = await api.get('/api/health?locale=sv&sid=1');
    expect(response.status).toBe(200);
    const body = HealthResponseSchema.parse(await response.json());
    expect(body.database).toMatchObject({ kind: expectedKind, status: 'up' });
    expect(body.database.version).toMatch(/PostgreSQL/);
  });

  it.each([
    { name: 'no query at all', query: '', fields: ['locale', 'sid'] },
    { name: 'locale without sid', query: '?locale=sv', fields: ['sid'] },
    { name: 'sid without locale', query: '?sid=1', fields: ['locale'] },
    { name: 'an unknown locale', query: '?locale=de&sid=1', fields: ['locale'] },
    { name: 'the sid of another storefront', query: '?locale=fi&sid=1', fields: ['sid'] },
  ])('answers 400 naming the bad parameter for $name', async ({ query, fields }) => {
    const response = await api.get(`/api/health${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = ApiErrorSchema.parse(await response.json());
    expect(body.error).toBe('invalid_request');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(fields);
  });
});

describe('unknown API routes', () => {
  it('answers 404 with a JSON error', async () => {
    const response = await api.get('/api/no-such-thing?locale=sv&sid=1');
    expect(response.status).toBe(404);
    expect(ApiErrorSchema.parse(await response.json()).error).toBe('not_found');
  });
});
