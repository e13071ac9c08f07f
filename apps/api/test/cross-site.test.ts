import { ApiErrorSchema } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { send } from '../testing/from-address';
import { orderRequest, newKey } from '../testing/order-requests';
import { sharedApi, SV } from '../testing/shared-api';

const api = sharedApi();

/** A POST as a browser page sends it: any body and headers as they are. */
const post = (path: string, body: string, headers: Record<string, string>) =>
  send(`${api.baseUrl}${path}`, {
    method: 'POST',
    raw: body,
    headers: { 'content-length': String(Buffer.byteLength(body)), ...headers },
    localAddress: '127.0.12.1',
  });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('state-changing requests from other sites and bodies that are not JSON', () => {
  it('answers 415 with a JSON body to a cross-site form that would place a guest order', async () => {
    const answer = await post(`/api/orders?${SV}`, JSON.stringify(orderRequest('sv')), {
      'content-type': 'text/plain',
      'idempotency-key': newKey(),
    });
    expect(answer.status).toBe(415);
    expect(ApiErrorSchema.parse(JSON.parse(answer.body))).toMatchObject({
      error: 'unsupported_media_type',
      fields: { 'Content-Type': 'must be application/json' },
    });
  });

  it.each([
    ['application/x-www-form-urlencoded', form({ email: 'demo@nordshop.example', password: 'x' })],
    ['multipart/form-data; boundary=b', '--b--'],
    ['text/plain', '{"email":"demo@nordshop.example","password":"nordshop-demo"}'],
  ])('answers 415 to a login sent as %s', async (type, body) => {
    const answer = await post(`/api/auth/login?${SV}`, body, { 'content-type': type });
    expect(answer.status).toBe(415);
  });

  it('answers 403 with a JSON body to a JSON login from another origin or site, and logs nobody in', async () => {
    const body = JSON.stringify({ email: 'demo@nordshop.example', password: 'nordshop-demo' });
    const senders: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of senders) {
      const answer = await post(`/api/auth/login?${SV}`, body, {
        'content-type': 'application/json',
        ...headers,
      });
      expect(answer.status).toBe(403);
      expect(ApiErrorSchema.parse(JSON.parse(answer.body))).toMatchObject({
        error: 'forbidden',
        code: 'cross_site_request',
      });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it("lets the shop's own pages through: the same origin, and the public origin", async () => {
    const body = JSON.stringify({ email: 'demo@nordshop.example', password: 'nordshop-demo' });
    const own = new URL(api.baseUrl);
    const pages: Record<string, string>[] = [
      { origin: api.baseUrl, 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:3000' },
    ];
    for (const headers of pages) {
      const answer = await post(`/api/auth/login?${SV}`, body, {
        'content-type': 'application/json',
        host: own.host,
        ...headers,
      });
      expect(answer.status).toBe(200);
    }
  });

  it('refuses a cross-site /captuerr report and one that is not JSON', async () => {
    const report = JSON.stringify({ error: 'x', level: 'info' });
    expect(
      (
        await post('/captuerr', report, {
          'content-type': 'application/json',
          origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403);
    expect((await post('/captuerr', report, { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('leaves reads alone', async () => {
    const answer = await send(`${api.baseUrl}/api/health?${SV}`, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(200);
  });
});
