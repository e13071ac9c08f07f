import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KLARNA_HPP_SESSION_EXAMPLE,
  KLARNA_HPP_SESSION_OPENAPI_EXAMPLE,
  KLARNA_HPP_STATUS_OPENAPI_EXAMPLE,
  KLARNA_KP_ERROR_EXAMPLE,
  KLARNA_KP_ORDER_EXAMPLE,
  KLARNA_KP_SESSION_EXAMPLE,
  KLARNA_OM_ERROR_EXAMPLE,
  KLARNA_OM_ORDER_EXAMPLE,
} from '../../../testing/klarna-api-examples';
import { serveOnFreePort } from '../../../testing/test-server';
import { HppSessionAnswerSchema, KpSessionAnswerSchema } from './klarna-gateway';
import { callKlarna, parsed, type KlarnaSettings } from './klarna-http';
import { HppStatusAnswerSchema, KpOrderAnswerSchema, OmOrderSchema } from './klarna-orders';

// Contract tests: Klarna's own published example answers (testing/klarna-api-examples.ts names
// each source) served over HTTP and read by the shop's Klarna client and parsers, as an answer
// from Klarna is. Each example must be read as Klarna describes it.

const EXAMPLES: Record<string, { status: number; body: unknown }> = {
  'POST /payments/v1/sessions': { status: 200, body: KLARNA_KP_SESSION_EXAMPLE },
  'POST /payments/v1/authorizations/token/order': { status: 200, body: KLARNA_KP_ORDER_EXAMPLE },
  'POST /hpp/v1/sessions': { status: 201, body: KLARNA_HPP_SESSION_EXAMPLE },
  'POST /hpp/v1/sessions?openapi': { status: 201, body: KLARNA_HPP_SESSION_OPENAPI_EXAMPLE },
  'GET /hpp/v1/sessions/a15b228c-02ad-11e9-8eb2-f2801f1b9fd1': {
    status: 200,
    body: KLARNA_HPP_STATUS_OPENAPI_EXAMPLE,
  },
  'GET /ordermanagement/v1/orders/7849fd84': { status: 200, body: KLARNA_OM_ORDER_EXAMPLE },
  'POST /payments/v1/sessions?bad': { status: 400, body: KLARNA_KP_ERROR_EXAMPLE },
  'GET /ordermanagement/v1/orders/nope': { status: 400, body: KLARNA_OM_ERROR_EXAMPLE },
};

let klarna: { baseUrl: string; close: () => Promise<void> };
let settings: KlarnaSettings;

beforeAll(async () => {
  klarna = await serveOnFreePort((request) => {
    const url = new URL(request.url);
    const example = EXAMPLES[`${request.method} ${url.pathname}${url.search}`];
    return example
      ? Response.json(example.body, { status: example.status })
      : new Response(null, { status: 404 });
  });
  settings = { username: 'u', password: 'p', apiUrl: klarna.baseUrl, timeoutMs: 2000 };
});

afterAll(() => klarna?.close());

const answer = async (method: 'GET' | 'POST', path: string) =>
  (await callKlarna(settings, { method, path, body: method === 'POST' ? {} : undefined })).body;

describe("Klarna's published answers, read by the shop", () => {
  it('a KP session: its id and the categories Klarna offers for it', async () => {
    const session = parsed(KpSessionAnswerSchema, await answer('POST', '/payments/v1/sessions'));
    expect(session.session_id).toBe('068df369-13a7-4d47-a564-62f8408bb760');
    expect(session.payment_method_categories.map((c) => c.identifier)).toEqual(['klarna']);
  });

  it.each(['/hpp/v1/sessions', '/hpp/v1/sessions?openapi'])(
    'an HPP session (%s): the page, its own URL and its end, as answered',
    async (path) => {
      const body = (
        path.endsWith('openapi') ? KLARNA_HPP_SESSION_OPENAPI_EXAMPLE : KLARNA_HPP_SESSION_EXAMPLE
      ) as { redirect_url: string; expires_at: string };
      const page = parsed(HppSessionAnswerSchema, await answer('POST', path));
      expect(page.redirect_url).toBe(body.redirect_url);
      expect(page.session_url).toMatch(/^https:\/\/api\.klarna\.com\/hpp\/v1\/sessions\//);
      expect(page.expires_at).toBe(body.expires_at);
    },
  );

  it("an HPP session's status: COMPLETED with its authorization token and order", async () => {
    const status = parsed(
      HppStatusAnswerSchema,
      await answer('GET', '/hpp/v1/sessions/a15b228c-02ad-11e9-8eb2-f2801f1b9fd1'),
    );
    expect(status).toEqual({
      status: 'COMPLETED',
      authorization_token: '70850a20-a2a0-5c70-810c-096fa6f850bb',
      order_id: '93d644a2-43f3-11e9-b210-d663bd873d93',
      expires_at: '2038-01-19T03:14:07.000Z',
    });
  });

  it('an order placed: its id and fraud status', async () => {
    const order = parsed(
      KpOrderAnswerSchema,
      await answer('POST', '/payments/v1/authorizations/token/order'),
    );
    expect(order).toEqual({
      order_id: '3eaeb557-5e30-47f8-b840-b8d987f5945d',
      fraud_status: 'ACCEPTED',
    });
  });

  it('an order read from Order Management: status, amount and currency', async () => {
    const order = parsed(OmOrderSchema, await answer('GET', '/ordermanagement/v1/orders/7849fd84'));
    expect(order).toMatchObject({
      status: 'CAPTURED',
      fraud_status: 'ACCEPTED',
      order_amount: 200,
      purchase_currency: 'PLN',
    });
  });

  it.each([
    ['POST', '/payments/v1/sessions?bad', 'BAD_VALUE'],
    ['GET', '/ordermanagement/v1/orders/nope', 'INVALID_ORDER_ID'],
  ] as const)(
    'an error (%s %s): its status and Klarna’s error code',
    async (method, path, code) => {
      await expect(answer(method, path)).rejects.toMatchObject({
        provider: 'klarna',
        problem: 400,
        code,
      });
    },
  );
});
