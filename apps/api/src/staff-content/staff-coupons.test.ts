import { StaffCouponSchema, SyncCouponsResponseSchema } from '@nordshop/api-contract';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedApi, SV } from '../../testing/shared-api';
import { staffCall } from '../../testing/staff-calls';
import { staffKey } from '../../testing/staff-keys';

const api = sharedApi();
let couponsKey: { id: number; authorization: string };
let contentKey: { authorization: string };

beforeAll(async () => {
  couponsKey = await staffKey(api, ['coupons:write'], 'coupon system');
  contentKey = await staffKey(api, ['content:write'], 'cms');
});

const newCode = () => `STAFF-${randomBytes(4).toString('hex').toUpperCase()}`;
const put = (code: string, body: unknown, key = couponsKey.authorization) =>
  staffCall(api.baseUrl, key, 'PUT', `/api/staff/coupons/${code}`, body);
const withdraw = (code: string) =>
  staffCall(api.baseUrl, couponsKey.authorization, 'DELETE', `/api/staff/coupons/${code}`);
const get = (code: string) =>
  staffCall(api.baseUrl, couponsKey.authorization, 'GET', `/api/staff/coupons/${code}`);

/** What /api/sync-coupons of the Swedish storefront answers for a code today (cache allowed). */
async function shopAnswer(code: string) {
  const response = await api.post(`/api/sync-coupons?${SV}`, {
    coupons: [{ code }],
    cart_contents: [],
  });
  expect(response.status).toBe(200);
  return SyncCouponsResponseSchema.parse(await response.json()).find((c) => c.code === code);
}

const audits = (code: string) =>
  api.sql<{ action: string; key_id: number | null; before: unknown; after: unknown }>(
    `select action, key_id, before, after from staff_audit where subject = 'coupon:${code}' order by id`,
  );

const TEN_PERCENT = {
  percentage_discount: 10,
  discount_label: { sv: '10 % på allt', fi: '10 % kaikesta' },
};

describe('coupons through the staff API', () => {
  it('creates a coupon that works in the shop, changes it, then withdraws it', async () => {
    const code = newCode();
    expect(await shopAnswer(code)).toBeUndefined();

    const created = await put(code.toLowerCase(), TEN_PERCENT);
    expect(created.status).toBe(200);
    expect(StaffCouponSchema.parse(created.body)).toMatchObject({
      code,
      active: true,
      percentage_discount: 10,
    });
    await expect
      .poll(() => shopAnswer(code))
      .toMatchObject({ applied: true, percentage_discount: 10, discount_label: '10 % på allt' });

    expect((await put(code, { ...TEN_PERCENT, percentage_discount: 25 })).status).toBe(200);
    await expect
      .poll(() => shopAnswer(code), { timeout: 2_000 })
      .toMatchObject({ applied: true, percentage_discount: 25 });

    expect((await withdraw(code)).status).toBe(204);
    await expect.poll(() => shopAnswer(code), { timeout: 2_000 }).toBeUndefined();
    expect(StaffCouponSchema.parse((await get(code)).body)).toMatchObject({ active: false });
  });

  it('makes a withdrawn coupon work again when it is put anew', async () => {
    const code = newCode();
    await put(code, TEN_PERCENT);
    await withdraw(code);
    expect((await put(code, TEN_PERCENT)).body).toMatchObject({ active: true });
    await expect.poll(() => shopAnswer(code)).toMatchObject({ applied: true });
  });

  it('keeps every rule field as it was sent and answers it back', async () => {
    const code = newCode();
    const rules = {
      locales: ['sv', 'fi'],
      starts_at: '2026-01-01T00:00:00.000Z',
      expires_at: '2099-01-01T00:00:00.000Z',
      discount_label: { sv: 'Köp 3, få 50 kr', fi: 'Osta 3, saat 5 €' },
      minimum_spend: { SEK: 50_000, EUR: 5_000 },
      percentage_discount: null,
      specific_groups: [1, 2],
      excluded_groups: [3],
      specific_discount_categories: [4],
      buy_x: 2,
      get_y: 1,
      buy_products: ['NS-A', 'NS-B'],
      get_products: ['NS-C'],
      buy_categories: [5],
      get_categories: [6],
      buy_groups: [7],
      get_groups: [8],
      buy_x_increment: 2.5,
      buy_x_interval: 2,
      buy_x_get_amount: { SEK: 5_000, EUR: 500 },
      discount_type_percentage: 12.25,
      discount_type_value: 3,
      all_affected_items: ['NS-A'],
      gift_sku: null,
    };
    const created = await put(code, rules);
    expect(created.status).toBe(200);
    expect(StaffCouponSchema.parse((await get(code)).body)).toEqual({
      code,
      active: true,
      ...rules,
      created_at: expect.any(String) as string,
    });
  });

  it('audits each change with its key, before and after, and nothing when nothing changed', async () => {
    const code = newCode();
    await put(code, TEN_PERCENT);
    await put(code, {
      ...TEN_PERCENT,
      discount_label: { fi: '10 % kaikesta', sv: '10 % på allt' },
    });
    await put(code, { ...TEN_PERCENT, percentage_discount: 15 });
    await withdraw(code);
    await withdraw(code);
    const rows = await audits(code);
    expect(rows.map((r) => r.action)).toEqual(['coupon.put', 'coupon.put', 'coupon.withdraw']);
    expect(rows.every((r) => r.key_id === couponsKey.id)).toBe(true);
    expect(rows[0]).toMatchObject({ before: null, after: { percentage_discount: 10 } });
    expect(rows[1]).toMatchObject({
      before: { percentage_discount: 10 },
      after: { percentage_discount: 15 },
    });
    expect(rows[2]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('answers 404 for a code that names no coupon', async () => {
    expect((await get(newCode())).status).toBe(404);
    expect((await withdraw(newCode())).status).toBe(404);
  });

  it('refuses a key without coupons:write with 403 and a call without a key with 401', async () => {
    const code = newCode();
    expect((await put(code, TEN_PERCENT, contentKey.authorization)).status).toBe(403);
    expect(
      (await staffCall(api.baseUrl, null, 'PUT', `/api/staff/coupons/${code}`, TEN_PERCENT)).status,
    ).toBe(401);
    expect((await get(code)).status).toBe(404);
  });

  it('names every bad field at once', async () => {
    const answer = await put(newCode(), {
      percentage_discount: 101,
      minimum_spend: { SEK: -1, USD: 100 },
      locales: ['sv', 'sv'],
      starts_at: '2030-01-02T00:00:00Z',
      expires_at: '2030-01-01T00:00:00Z',
      buy_products: ['NS-1', ''],
      discount_type_percentage: 10.125,
      get_y: 0,
    });
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.body as { fields: object }).fields).sort()).toEqual(
      [
        'buy_products.1',
        'discount_type_percentage',
        'expires_at',
        'get_y',
        'locales',
        'minimum_spend.SEK',
        'minimum_spend',
        'percentage_discount',
      ].sort(),
    );
  });

  it.each([
    { name: 'a code with a space', code: 'SOMMAR%2010', field: 'code' },
    { name: 'a code of two characters', code: 'AB', field: 'code' },
    { name: 'a code with an underscore', code: 'SOMMAR_10', field: 'code' },
    { name: 'the customer discount', code: 'customerdiscount', field: 'code' },
  ])('refuses $name', async ({ code, field }) => {
    const answer = await put(code, TEN_PERCENT);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { [field]: expect.any(String) as string } });
  });

  it('refuses a fixed-amount coupon without its amount and a gift that is no product', async () => {
    const answer = await put(newCode(), {
      buy_x: 2,
      get_y: 1,
      discount_type_value: 3,
    });
    expect(answer.body).toMatchObject({
      fields: { buy_x_get_amount: expect.any(String) as string },
    });
    const gift = await put(newCode(), { ...TEN_PERCENT, gift_sku: 'NS-NO-SUCH-PRODUCT' });
    expect(gift.status).toBe(400);
    expect(gift.body).toMatchObject({ fields: { gift_sku: 'must be the SKU of a product' } });
  });
});
