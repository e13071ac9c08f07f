import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { fieldsOf } from './common';
import {
  PercentSchema,
  STAFF_COUPON_LIST_MAX,
  StaffCouponCodeParamSchema,
  StaffCouponRequestSchema,
} from './staff-content-coupons';
import { StaffDealRequestSchema, StaffPageParamsSchema } from './staff-content-pages';

const fields = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldsOf(result.error.issues);
};

describe('StaffCouponCodeParamSchema', () => {
  it.each(['SOMMAR10', 'sommar-10', 'ABC', 'A'.repeat(40)])('takes %s', (code) => {
    expect(fields(StaffCouponCodeParamSchema, { code })).toEqual({});
  });

  it.each(['AB', ' SOMMAR', 'SOMMAR_10', 'SÖMMAR', 'A'.repeat(41), 'a\u0000b'])(
    'refuses %j',
    (code) => {
      expect(Object.keys(fields(StaffCouponCodeParamSchema, { code }))).toEqual(['code']);
    },
  );
});

describe('StaffCouponRequestSchema', () => {
  it('reads an empty body as a coupon without rules (every field none)', () => {
    expect(StaffCouponRequestSchema.parse({})).toMatchObject({
      locales: null,
      discount_label: {},
      minimum_spend: {},
      percentage_discount: null,
      buy_products: null,
      gift_sku: null,
    });
  });

  it.each([
    {
      name: 'a percentage over 100',
      body: { percentage_discount: 100.5 },
      field: 'percentage_discount',
    },
    { name: 'a negative amount', body: { minimum_spend: { SEK: -1 } }, field: 'minimum_spend.SEK' },
    {
      name: 'an amount in öre fractions',
      body: { minimum_spend: { NOK: 1.5 } },
      field: 'minimum_spend.NOK',
    },
    {
      name: 'a currency no storefront has',
      body: { buy_x_get_amount: { USD: 100 } },
      field: 'buy_x_get_amount',
    },
    { name: 'an unknown storefront', body: { locales: ['se'] }, field: 'locales.0' },
    {
      name: 'a label of an unknown language',
      body: { discount_label: { en: 'x' } },
      field: 'discount_label',
    },
    { name: 'a category id of 0', body: { buy_categories: [0] }, field: 'buy_categories.0' },
    {
      name: 'too many SKUs',
      body: { get_products: Array.from({ length: STAFF_COUPON_LIST_MAX + 1 }, (_, i) => `S${i}`) },
      field: 'get_products',
    },
    { name: 'an empty SKU', body: { all_affected_items: [' '] }, field: 'all_affected_items.0' },
    {
      name: 'a time without offset',
      body: { starts_at: '2030-01-01T00:00:00' },
      field: 'starts_at',
    },
    {
      name: 'a window ending before it starts',
      body: { starts_at: '2030-01-02T00:00:00Z', expires_at: '2030-01-01T00:00:00+01:00' },
      field: 'expires_at',
    },
    {
      name: 'a fixed amount without amounts',
      body: { discount_type_value: 3 },
      field: 'buy_x_get_amount',
    },
  ])('refuses $name, naming $field', ({ body, field }) => {
    expect(Object.keys(fields(StaffCouponRequestSchema, body))).toContain(field);
  });

  it('takes every percentage of 0..100 with two decimals, and none with more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        expect(PercentSchema.safeParse(hundredths / 100).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999 }),
        fc.integer({ min: 1, max: 9 }),
        (hundredths, thousandth) => {
          expect(PercentSchema.safeParse((hundredths * 10 + thousandth) / 1000).success).toBe(
            false,
          );
        },
      ),
    );
  });
});

describe('StaffPageParamsSchema', () => {
  it('takes a storefront and a page slug, and names both when they are bad', () => {
    expect(fields(StaffPageParamsSchema, { locale: 'fi', slug: 'toimitusehdot' })).toEqual({});
    expect(
      Object.keys(fields(StaffPageParamsSchema, { locale: 'en', slug: 'Om oss' })).sort(),
    ).toEqual(['locale', 'slug']);
  });
});

describe('StaffDealRequestSchema', () => {
  const title = { sv: 'a', no: 'b', da: 'c', fi: 'd', nl: 'e' };
  const deal = {
    sku: 'NS-1',
    discount: 20,
    title,
    starts_at: '2031-01-01T00:00:00Z',
    expires_at: '2031-01-02T00:00:00Z',
  };

  it('takes a deal titled in every language', () => {
    expect(fields(StaffDealRequestSchema, deal)).toEqual({});
  });

  it.each([
    {
      name: 'a title missing a language',
      body: { ...deal, title: { ...title, nl: undefined } },
      field: 'title.nl',
    },
    { name: '100 percent off', body: { ...deal, discount: 100 }, field: 'discount' },
    {
      name: 'a window ending before it starts',
      body: { ...deal, expires_at: '2030-12-31T23:00:00Z' },
      field: 'expires_at',
    },
    { name: 'an empty window', body: { ...deal, expires_at: deal.starts_at }, field: 'expires_at' },
  ])('refuses $name', ({ body, field }) => {
    expect(Object.keys(fields(StaffDealRequestSchema, body))).toContain(field);
  });
});
