import { CouponResultSchema } from '@nordshop/api-contract';
import type { CartLineInput } from '@nordshop/coupon-engine';
import { describe, expect, it } from 'vitest';
import { loadedCouponOf, type CouponRow } from './coupon-row';
import { evaluateCoupons } from './evaluate-coupons';

const row = (fields: Partial<CouponRow>): CouponRow => ({
  id: 1,
  code: 'TEST',
  active: true,
  locales: null,
  startsAt: null,
  expiresAt: null,
  discountLabel: { sv: 'Test', fi: 'Testi' },
  minimumSpend: {},
  percentageDiscount: null,
  specificGroups: null,
  excludedGroups: null,
  specificDiscountCategories: null,
  buyX: null,
  getY: null,
  buyProducts: null,
  getProducts: null,
  buyCategories: null,
  getCategories: null,
  buyGroups: null,
  getGroups: null,
  buyXIncrement: null,
  buyXInterval: null,
  buyXGetAmount: null,
  discountTypePercentage: null,
  discountTypeValue: null,
  allAffectedItems: null,
  giftSku: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...fields,
});

const line = (sku: string, quantity: number, price: number): CartLineInput => ({
  sku,
  quantity,
  price,
  pricing: [{ q: 1, p: price }],
  group_id: 1,
  discount_category: 1,
  categories: [1],
  vat: 25,
});

describe('loadedCouponOf', () => {
  const stored = row({
    locales: ['sv', 'fi'],
    startsAt: new Date('2026-11-01T00:00:00Z'),
    minimumSpend: { SEK: 50_000, EUR: 5_000 },
    buyX: 2,
    getY: 1,
    buyXGetAmount: { SEK: 5_000 },
    discountTypeValue: 3,
    giftSku: 'GIFT-1',
  });

  it.each([
    { locale: 'sv', label: 'Test', minimum: 50_000, amount: 5_000 },
    { locale: 'fi', label: 'Testi', minimum: 5_000, amount: null },
    { locale: 'da', label: null, minimum: null, amount: null },
  ] as const)(
    'reads the label, minimum spend and fixed amount of $locale',
    ({ locale, label, minimum, amount }) => {
      expect(loadedCouponOf(stored, locale)).toMatchObject({
        code: 'TEST',
        discount_label: label,
        minimum_spend: minimum,
        buy_x_get_amount: amount,
        buy_x: 2,
        get_y: 1,
        discount_type_value: 3,
        gift_sku: 'GIFT-1',
      });
    },
  );

  it('keeps when and where the coupon may be used as stored', () => {
    expect(loadedCouponOf(stored, 'sv')).toMatchObject({
      active: true,
      locales: ['sv', 'fi'],
      starts_at: new Date('2026-11-01T00:00:00Z'),
      expires_at: null,
    });
  });
});

describe('evaluateCoupons', () => {
  const context = { fractionDigits: 0, vatRate: 25 } as const;

  it('answers every field of the sync-coupons contract and nothing else', () => {
    const coupon = loadedCouponOf(
      row({ percentageDiscount: 10, giftSku: 'GIFT-1', locales: ['sv'] }),
      'sv',
    );
    const [result] = evaluateCoupons([coupon], [line('A', 2, 50_000)], context);
    expect(Object.keys(result ?? {}).sort()).toEqual(Object.keys(CouponResultSchema.shape).sort());
    expect(CouponResultSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      code: 'TEST',
      applied: true,
      vat_amount: 2_000,
      vat_rate: 25,
      fixed_amount: null,
      discount_label: 'Test',
    });
  });

  it('flags a cart below the minimum spend of the storefront currency', () => {
    const coupon = loadedCouponOf(
      row({ percentageDiscount: 10, minimumSpend: { SEK: 100_000 } }),
      'sv',
    );
    expect(evaluateCoupons([coupon], [line('A', 1, 50_000)], context)[0]).toMatchObject({
      applied: true,
      failed_minimum_spend: true,
      reason: 'minimumSpend',
      minimum_spend: 100_000,
      vat_amount: 0,
    });
  });
});
