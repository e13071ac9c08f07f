import { DealResponseSchema, StaffDealSchema, type StaffDealRequest } from '@nordshop/api-contract';
import { LOCALE_CODES, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sanitizeContentHtml } from '../content/sanitize-html';
import { rowsOf } from '../platform/db/rows-of';
import { createStaffKey } from '../staff/staff-keys';
import { staffCall } from '../../testing/staff-calls';
import { startTestApi, type TestApi } from '../../testing/test-server';

// The deal and the store message are one per storefront, read by other test files of the shared
// API: these tests change them on an API of their own.
let api: TestApi;
let content: string;
let coupons: string;

beforeAll(async () => {
  api = await startTestApi({}, inject('databaseTemplates'));
  const key = (scopes: ['content:write'] | ['coupons:write']) =>
    createStaffKey(api.database.db, { name: scopes[0], scopes });
  content = `Bearer ${(await key(['content:write'])).key}`;
  coupons = `Bearer ${(await key(['coupons:write'])).key}`;
});

afterAll(async () => {
  await api.close();
});

const query = <T>(text: string) =>
  api.database.db.execute(sql.raw(text)).then((result) => rowsOf<T>(result));
const q = (locale: LocaleCode) => `locale=${locale}&sid=${STOREFRONTS[locale].storeID}`;
const call = (method: 'PUT' | 'DELETE', path: string, body?: unknown, key = content) =>
  staffCall(api.baseUrl, key, method, path, body);

async function shopDeal(locale: LocaleCode = 'sv') {
  const response = await api.get(`/api/current-deal?${q(locale)}`);
  return response.status === 200
    ? DealResponseSchema.parse(await response.json())
    : { status: response.status };
}

async function shopStoreMessage(locale: LocaleCode) {
  const response = await api.get(`/api/widget-by-slug/store-message?${q(locale)}`);
  return (await response.json()) as { content: string; hidden: boolean };
}

const TITLE = {
  sv: 'Veckans fynd',
  no: 'Ukens kupp',
  da: 'Ugens fund',
  fi: 'Viikon löytö',
  nl: 'Vondst van de week',
};
const HOUR = 3_600_000;

/** A main product in stock with its slug in every storefront. */
async function mainProduct(offset: number): Promise<{ sku: string; slug: string }> {
  const [row] = await query<{ sku: string; slug: string }>(
    `select p.sku, t.slug from products p join product_texts t on t.product_id = p.id and t.locale = 'sv'
     where p.parent_id is null and p.stock_status = 'in-stock'
       and not exists (select 1 from deals d where d.product_id = p.id)
     order by p.id offset ${offset} limit 1`,
  );
  return row!;
}

const auditsOf = (subject: string) =>
  query<{ action: string; before: unknown; after: unknown }>(
    `select action, before, after from staff_audit where subject = '${subject}' order by id`,
  );

describe('the deal through the staff API', () => {
  it('shows a new deal on /api/current-deal at once, changes it, then ends it', async () => {
    const product = await mainProduct(0);
    const now = Date.now();
    const deal: StaffDealRequest = {
      sku: product.sku,
      discount: 35,
      title: TITLE,
      starts_at: new Date(now - HOUR).toISOString(),
      expires_at: new Date(now + 2 * HOUR).toISOString(),
    };
    const answer = await call('PUT', '/api/staff/deal', deal);
    expect(answer.status).toBe(200);
    expect(StaffDealSchema.parse(answer.body)).toEqual(deal);
    for (const locale of LOCALE_CODES) {
      await expect
        .poll(() => shopDeal(locale), { timeout: 2_000 })
        .toMatchObject({ title: TITLE[locale], discount: 35, expires_at: deal.expires_at });
    }
    expect(await shopDeal()).toMatchObject({ product_slug: product.slug });

    const other = await mainProduct(1);
    await call('PUT', '/api/staff/deal', { ...deal, sku: other.sku, discount: 40 });
    await expect
      .poll(() => shopDeal(), { timeout: 2_000 })
      .toMatchObject({ product_slug: other.slug, discount: 40 });

    expect((await call('DELETE', '/api/staff/deal')).status).toBe(204);
    await expect.poll(() => shopDeal(), { timeout: 2_000 }).toEqual({ status: 404 });
    expect((await call('DELETE', '/api/staff/deal')).status).toBe(404);
  });

  it('audits the plan before and after, and nothing when the same deal is put again', async () => {
    const product = await mainProduct(2);
    const start = Date.now() + 48 * HOUR;
    const deal = {
      sku: product.sku,
      discount: 20,
      title: TITLE,
      starts_at: new Date(start).toISOString(),
      expires_at: new Date(start + HOUR).toISOString(),
    };
    const before = (await auditsOf('deal')).length;
    expect((await call('PUT', '/api/staff/deal', deal)).status).toBe(200);
    expect((await call('PUT', '/api/staff/deal', deal)).status).toBe(200);
    const rows = (await auditsOf('deal')).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'deal.put',
      after: expect.arrayContaining([expect.objectContaining({ discount: 20 })]) as unknown,
    });
  });

  it.each([
    { name: 'a variation', sku: 'variation', field: 'sku' },
    { name: 'an unknown SKU', sku: 'NS-NO-SUCH', field: 'sku' },
    { name: 'a window in the past', sku: 'main', field: 'expires_at', past: true },
  ])('refuses $name naming $field', async ({ sku, field, past }) => {
    const [variation] = await query<{ sku: string }>(
      `select sku from products where parent_id is not null order by id limit 1`,
    );
    const end = past ? Date.now() - HOUR : Date.now() + HOUR;
    const answer = await call('PUT', '/api/staff/deal', {
      sku: sku === 'variation' ? variation!.sku : sku === 'main' ? (await mainProduct(3)).sku : sku,
      discount: 10,
      title: TITLE,
      starts_at: new Date(end - HOUR).toISOString(),
      expires_at: new Date(end).toISOString(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { [field]: expect.any(String) as string } });
  });

  it('names every bad field at once', async () => {
    const answer = await call('PUT', '/api/staff/deal', {
      sku: '',
      discount: 100,
      title: { sv: 'Fynd' },
      starts_at: '2031-01-02T00:00:00Z',
      expires_at: '2031-01-01T00:00:00Z',
    });
    expect(Object.keys((answer.body as { fields: object }).fields).sort()).toEqual(
      ['discount', 'expires_at', 'sku', 'title.da', 'title.fi', 'title.nl', 'title.no'].sort(),
    );
  });

  it('refuses a key without content:write with 403', async () => {
    expect((await call('DELETE', '/api/staff/deal', undefined, coupons)).status).toBe(403);
  });
});

describe('the store message through the staff API', () => {
  it('sets the message a storefront shows, then hides it, and audits each change once', async () => {
    const message = 'Fri frakt i helgen! <img src=x onerror="steal()">';
    const shown = sanitizeContentHtml(message);
    expect(shown).not.toContain('onerror');
    const answer = await call('PUT', '/api/staff/store-message/sv', { content: message });
    expect(answer.body).toEqual({ locale: 'sv', content: shown, hidden: false });
    await expect
      .poll(() => shopStoreMessage('sv'), { timeout: 2_000 })
      .toEqual({ content: shown, hidden: false });
    await call('PUT', '/api/staff/store-message/sv', { content: message });

    expect((await call('DELETE', '/api/staff/store-message/sv')).status).toBe(204);
    await expect
      .poll(() => shopStoreMessage('sv'), { timeout: 2_000 })
      .toMatchObject({ hidden: true });
    await call('DELETE', '/api/staff/store-message/sv');
    expect((await auditsOf('store-message:sv')).map((row) => row.action)).toEqual([
      'store-message.put',
      'store-message.hide',
    ]);
    expect(await shopStoreMessage('fi')).toMatchObject({ hidden: false });
  });

  it('refuses a key without content:write with 403', async () => {
    const answer = await call('PUT', '/api/staff/store-message/fi', { content: 'x' }, coupons);
    expect(answer.status).toBe(403);
  });
});
