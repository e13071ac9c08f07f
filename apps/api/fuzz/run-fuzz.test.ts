import type { ApiOperation } from '@nordshop/api-contract';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { serveOnFreePort } from '../testing/test-server';
import type { FuzzTokens } from './authorization-of';
import { groupFailures } from './group-failures';
import { fuzzCases, runFuzz } from './run-fuzz';
import { fuzzClient, type FuzzClient } from './send-request';

// A tiny API with the shop's error shape that breaks on purpose: the fuzz run must catch it.
const NameSchema = z.object({ name: z.string().min(1).max(50) });
const operations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/names',
    summary: 'Stores a name',
    body: NameSchema,
    response: z.unknown(),
  },
  {
    method: 'get',
    path: '/api/names/{slug}',
    summary: 'A name',
    params: z.object({ slug: z.string() }),
    response: z.unknown(),
  },
];
const stub = new Hono()
  .post('/api/names', async (c) => {
    const text = await c.req.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json(
        { error: 'invalid_request', message: 'not JSON', fields: { body: 'must be JSON' } },
        400,
      );
    }
    const parsed = NameSchema.safeParse(body);
    if (!parsed.success) return c.json({ error: 'invalid_request', message: 'bad name' }, 400);
    if (parsed.data.name.includes('\u0000'))
      return c.json({ error: 'internal', message: 'NUL' }, 500);
    return c.json({ ok: true });
  })
  .get('/api/names/:slug', (c) => c.text('no such name', 404))
  .notFound((c) => c.json({ error: 'not_found', message: 'No such route' }, 404));

const tokens: FuzzTokens = {
  demo: { access_token: 'a.b.demo', refresh_token: 'a.b.demo-refresh' },
  order: { access_token: 'a.b.order', refresh_token: 'a.b.order-refresh' },
  customer: { access_token: 'a.b.customer', refresh_token: 'a.b.customer-refresh' },
  staff: 'nsk_staff',
};
let server: { baseUrl: string; close: () => Promise<void> };
let client: FuzzClient;

beforeAll(async () => {
  server = await serveOnFreePort(stub.fetch);
  client = fuzzClient(server.baseUrl, '127.0.0.91', 4);
});
afterAll(async () => {
  client.agent.destroy();
  await server.close();
});

describe('runFuzz', () => {
  it('reports a 500, a 400 without fields and a plain-text 404, each as one group with its inputs', async () => {
    const cases = fuzzCases(operations, {}, 1, 300);
    const outcome = await runFuzz(client, cases, tokens, 4);
    const groups = groupFailures(outcome.failures);
    expect(outcome.requests).toBe(cases.length);
    expect(outcome.serverErrors).toBeGreaterThan(0);
    expect(groups.map((g) => `${g.operation} ${g.status} ${g.problem}`).sort()).toEqual([
      'GET /api/names/{slug} 404 error answer is not JSON',
      'POST /api/names 400 400 names no field',
      'POST /api/names 500 server error',
    ]);
    const serverError = groups.find((g) => g.status === 500)!;
    expect([...serverError.kinds.keys()]).toContain('body ← NUL inside a string');
    expect(serverError.examples[0]).toContain('\\u0000');
  });

  it('generates the same requests for the same seed and others for another', () => {
    const urls = (seed: number) =>
      fuzzCases(operations, {}, seed, 100).map((c) => `${c.url} ${c.body?.toString('utf8') ?? ''}`);
    expect(urls(5)).toEqual(urls(5));
    expect(urls(5)).not.toEqual(urls(6));
  });
});
