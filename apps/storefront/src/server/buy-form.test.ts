import { SyncCartRequestSchema } from '@nordshop/api-contract';
import { formatAtc, parseAtc } from '@nordshop/cart-domain';
import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BUY_FORM_MAX_BYTES, MAX_ATC_LINES, buyFormRoute, buyFormTarget } from './buy-form';

const app = new Hono();
app.post('*', ...buyFormRoute());

/** Posts `fields` as a browser posts a form, to `path`. */
function post(path: string, fields: Readonly<Record<string, string | undefined>> | string) {
  const form = new URLSearchParams();
  if (typeof fields !== 'string')
    for (const [name, value] of Object.entries(fields))
      if (value !== undefined) form.set(name, value);
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: typeof fields === 'string' ? fields : form.toString(),
  });
}

/** The `atc` list of a redirect's target. */
function atcOf(location: string) {
  return parseAtc(new URL(location, 'http://shop.test').searchParams.get('atc') ?? '').items;
}

describe('a buy form posted without JavaScript', () => {
  it.each([
    {
      name: 'a product card (no quantity: one unit)',
      path: '/sv/sok?q=usb',
      fields: { sku: 'NS-CAR-1' },
      items: [{ sku: 'NS-CAR-1', quantity: 1 }],
      query: { q: 'usb' },
    },
    {
      name: 'the product page with its quantity',
      path: '/fi/tuote/laturi',
      fields: { sku: 'NS-CAR-1', quantity: '3' },
      items: [{ sku: 'NS-CAR-1', quantity: 3 }],
      query: {},
    },
    {
      name: 'a second add of the same SKU on the page the first led to',
      path: `/sv/produkt/x?atc=${encodeURIComponent(formatAtc([{ sku: 'A', quantity: 1 }]))}`,
      fields: { sku: 'A', quantity: '2' },
      items: [{ sku: 'A', quantity: 3 }],
      query: {},
    },
    {
      name: 'another SKU after the lines already listed',
      path: `/product/x?atc=${encodeURIComponent(formatAtc([{ sku: 'A', quantity: 1 }]))}`,
      fields: { sku: 'B' },
      items: [
        { sku: 'A', quantity: 1 },
        { sku: 'B', quantity: 1 },
      ],
      query: {},
    },
    {
      name: 'at most 5000 units of a line',
      path: `/sv?atc=${encodeURIComponent(formatAtc([{ sku: 'A', quantity: 4999 }]))}`,
      fields: { sku: 'A', quantity: '5' },
      items: [{ sku: 'A', quantity: 5000 }],
      query: {},
    },
    {
      name: 'a list the page held that does not parse is dropped',
      path: '/sv?atc=%25%25%25',
      fields: { sku: 'A' },
      items: [{ sku: 'A', quantity: 1 }],
      query: {},
    },
  ])('$name: 303 back to the page with the line in atc', async ({ path, fields, items, query }) => {
    const response = await post(path, fields);
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(new URL(location, 'http://shop.test').pathname).toBe(new URL(path, 'http://x').pathname);
    expect(atcOf(location)).toEqual(items);
    const params = Object.fromEntries(new URL(location, 'http://shop.test').searchParams);
    expect(params).toMatchObject(query);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    { name: 'no SKU', fields: {}, field: 'sku' },
    { name: 'an empty SKU', fields: { sku: '  ' }, field: 'sku' },
    { name: 'a SKU past 64 characters', fields: { sku: 'S'.repeat(65) }, field: 'sku' },
    { name: 'a NUL in the SKU', fields: { sku: 'NS\u00001' }, field: 'sku' },
    { name: 'quantity 0', fields: { sku: 'A', quantity: '0' }, field: 'quantity' },
    { name: 'quantity 5001', fields: { sku: 'A', quantity: '5001' }, field: 'quantity' },
    { name: 'a fraction', fields: { sku: 'A', quantity: '1.5' }, field: 'quantity' },
    { name: 'a word', fields: { sku: 'A', quantity: 'many' }, field: 'quantity' },
    { name: 'a negative number', fields: { sku: 'A', quantity: '-2' }, field: 'quantity' },
  ])('refuses $name with 400 naming $field', async ({ fields, field }) => {
    const response = await post('/sv', fields);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('invalid_request');
    expect(Object.keys(body.fields)).toEqual([field]);
  });

  it('refuses a body that is not a form (JSON) with 400 naming the SKU', async () => {
    const response = await app.request('/sv', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: 'A' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: object }).fields).toHaveProperty('sku');
  });

  it(`refuses a body past ${BUY_FORM_MAX_BYTES} bytes with 413`, async () => {
    const response = await post('/sv', `sku=A&pad=${'x'.repeat(BUY_FORM_MAX_BYTES)}`);
    expect(response.status).toBe(413);
  });

  it(`refuses a line past the ${MAX_ATC_LINES} a page's list may hold, what one sync-cart call loads`, async () => {
    const full = Array.from({ length: MAX_ATC_LINES }, (_, i) => ({ sku: `S${i}`, quantity: 1 }));
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ uuid: `u${i}`, sku: `S${i}`, quantity: 1 }));
    expect(SyncCartRequestSchema.safeParse({ items: lines(MAX_ATC_LINES) }).success).toBe(true);
    expect(SyncCartRequestSchema.safeParse({ items: lines(MAX_ATC_LINES + 1) }).success).toBe(
      false,
    );
    const response = await post(`/sv?atc=${encodeURIComponent(formatAtc(full))}`, { sku: 'NEW' });
    expect(response.status).toBe(400);
    const again = await post(`/sv?atc=${encodeURIComponent(formatAtc(full))}`, { sku: 'S1' });
    expect(again.status).toBe(303);
  });
});

describe('buyFormTarget', () => {
  const sku = fc.stringMatching(/^[A-Z0-9-]{1,12}$/);
  const listed = fc.uniqueArray(fc.record({ sku, quantity: fc.integer({ min: 1, max: 5000 }) }), {
    selector: (item) => item.sku,
    maxLength: 20,
  });

  it('adds the units to the SKU’s line (at most 5000) and leaves every other line as it was', () => {
    fc.assert(
      fc.property(listed, sku, fc.integer({ min: 1, max: 5000 }), (items, added, quantity) => {
        const url = new URL(
          `http://shop.test/sv/sok?q=usb&atc=${encodeURIComponent(formatAtc(items))}`,
        );
        const target = buyFormTarget(url, { sku: added, quantity });
        expect(target).not.toBeNull();
        const after = atcOf(target!);
        const before = items.find((item) => item.sku === added)?.quantity ?? 0;
        expect(after.find((item) => item.sku === added)?.quantity).toBe(
          Math.min(5000, before + quantity),
        );
        expect(after.filter((item) => item.sku !== added)).toEqual(
          items.filter((item) => item.sku !== added),
        );
        expect(new URL(target!, 'http://shop.test').searchParams.get('q')).toBe('usb');
      }),
    );
  });
});
