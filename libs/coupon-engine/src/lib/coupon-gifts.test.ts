import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCouponResult, cartLineArbitrary } from '../testing';
import { aggregateDiscounts } from './aggregate-discounts';
import { buyXGetYUnits, type OfferLine } from './buy-x-get-y-units';
import { couponGifts, type GiftCountLine, type GiftCoupon } from './coupon-gifts';

const STRAP = 'STRAP-1';
/** The demo shop's FRIBAND: a strap for every wallet case (group 7) bought. */
const FRIBAND: GiftCoupon = {
  code: 'FRIBAND',
  buy_x: 1,
  get_y: 1,
  buy_groups: [7],
  get_products: [STRAP],
  discount_type_percentage: 100,
  gift_sku: STRAP,
};
const applied = (code: string) => ({ code, applied: true, failed_minimum_spend: false });
const line = (sku: string, quantity: number, extra: Partial<GiftCountLine> = {}) => ({
  sku,
  quantity,
  ...extra,
});
const wallet = (quantity: number) => line('WALLET-1', quantity, { group_id: 7 });

describe('couponGifts', () => {
  it.each([
    {
      name: 'one strap for every wallet case',
      coupon: FRIBAND,
      lines: [wallet(2), line('CABLE-1', 3)],
      gifts: [{ code: 'FRIBAND', sku: STRAP, quantity: 2 }],
    },
    {
      name: 'nothing without a line the buy selector names',
      coupon: FRIBAND,
      lines: [line('CABLE-1', 3)],
      gifts: [],
    },
    {
      name: 'buy 2 get 1: five units bought make two whole batches',
      coupon: { ...FRIBAND, buy_x: 2 },
      lines: [wallet(5)],
      gifts: [{ code: 'FRIBAND', sku: STRAP, quantity: 2 }],
    },
    {
      name: 'buy 3 get 2: three units bought give two',
      coupon: { ...FRIBAND, buy_x: 3, get_y: 2 },
      lines: [wallet(3)],
      gifts: [{ code: 'FRIBAND', sku: STRAP, quantity: 2 }],
    },
    {
      name: 'buy 2 get 1: one unit bought is no whole batch',
      coupon: { ...FRIBAND, buy_x: 2 },
      lines: [wallet(1)],
      gifts: [],
    },
    {
      name: 'the gift already in the cart never counts as bought',
      coupon: { ...FRIBAND, buy_groups: null },
      lines: [line(STRAP, 4), line('CASE-1', 1)],
      gifts: [{ code: 'FRIBAND', sku: STRAP, quantity: 1 }],
    },
    {
      name: 'an empty buy selector counts every other line',
      coupon: { ...FRIBAND, buy_groups: null },
      lines: [line('CASE-1', 1), line('CABLE-1', 2)],
      gifts: [{ code: 'FRIBAND', sku: STRAP, quantity: 3 }],
    },
    {
      name: 'lines are named by SKU or category as well',
      coupon: { ...FRIBAND, buy_groups: null, buy_products: ['CASE-1'], buy_categories: [12] },
      lines: [line('CASE-1', 1), line('GLASS-1', 2, { categories: [12] }), line('CABLE-1', 5)],
      gifts: [{ code: 'FRIBAND', sku: STRAP, quantity: 3 }],
    },
    {
      name: 'a coupon without a gift gives none',
      coupon: { ...FRIBAND, gift_sku: null },
      lines: [wallet(2)],
      gifts: [],
    },
    {
      name: 'a rule that is no buy-x-get-y gives none',
      coupon: { ...FRIBAND, get_y: 0 },
      lines: [wallet(2)],
      gifts: [],
    },
  ])('$name', ({ coupon, lines, gifts }) => {
    expect(couponGifts([coupon], [applied(coupon.code)], lines)).toEqual(gifts);
  });

  it.each([
    { name: 'not applied', result: { code: 'FRIBAND', applied: false } },
    {
      name: 'short of its minimum spend',
      result: { ...applied('FRIBAND'), failed_minimum_spend: true },
    },
    { name: 'of another code', result: applied('OTHER') },
  ])('gives nothing for a coupon whose result is $name', ({ result }) => {
    expect(couponGifts([FRIBAND], [result], [wallet(2)])).toEqual([]);
  });

  it('gives each coupon its own gift, in the order of the coupons', () => {
    const glass: GiftCoupon = { code: 'GLASFRI', buy_x: 2, get_y: 1, gift_sku: 'GLASS-9' };
    expect(
      couponGifts([glass, FRIBAND], [applied('FRIBAND'), applied('GLASFRI')], [wallet(4)]),
    ).toEqual([
      { code: 'GLASFRI', sku: 'GLASS-9', quantity: 2 },
      { code: 'FRIBAND', sku: STRAP, quantity: 4 },
    ]);
  });
});

const giftCoupon: fc.Arbitrary<GiftCoupon> = fc.record({
  code: fc.constant('GIFT'),
  buy_x: fc.integer({ min: 1, max: 4 }),
  get_y: fc.integer({ min: 1, max: 3 }),
  buy_products: fc.uniqueArray(fc.constantFrom('CASE-1', 'CASE-2', 'CABLE-1'), { maxLength: 2 }),
  buy_groups: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  gift_sku: fc.constantFrom('GLASS-1', 'CHARGER-1'),
});
const cart = fc.array(cartLineArbitrary, { maxLength: 8 });
const giftOf = (coupon: GiftCoupon, lines: readonly GiftCountLine[]) =>
  couponGifts([coupon], [applied(coupon.code)], lines)[0]?.quantity ?? 0;

describe('couponGifts properties', () => {
  it('gives whole batches: a multiple of get_y, never more than get_y per buy_x bought', () => {
    fc.assert(
      fc.property(giftCoupon, cart, (coupon, lines) => {
        const units = giftOf(coupon, lines);
        const bought = lines.reduce((sum, l) => sum + l.quantity, 0);
        expect(units % coupon.get_y!).toBe(0);
        expect(units).toBeLessThanOrEqual((bought / coupon.buy_x!) * coupon.get_y!);
      }),
    );
  });

  it('never gives fewer gifts for more units bought', () => {
    fc.assert(
      fc.property(giftCoupon, cart, cartLineArbitrary, (coupon, lines, extra) => {
        expect(giftOf(coupon, [...lines, extra])).toBeGreaterThanOrEqual(giftOf(coupon, lines));
      }),
    );
  });

  it('is unchanged by lines of the gift itself', () => {
    fc.assert(
      fc.property(giftCoupon, cart, fc.integer({ min: 1, max: 9 }), (coupon, lines, quantity) => {
        const withGift = [...lines, { sku: coupon.gift_sku!, quantity }];
        expect(giftOf(coupon, withGift)).toBe(giftOf(coupon, lines));
      }),
    );
  });

  it('adds exactly the units its offer then discounts in full', () => {
    fc.assert(
      fc.property(giftCoupon, cart, (coupon, lines) => {
        const rule = { ...coupon, get_products: [coupon.gift_sku!] };
        const units = giftOf(rule, lines);
        fc.pre(units > 0);
        const [offer] = aggregateDiscounts([aCouponResult(rule.code, rule)]).buyXGetY;
        const bought = lines.filter((l) => l.sku !== rule.gift_sku);
        const offerLines: OfferLine[] = [
          ...bought.map((l) => ({ ...l, unitPrice: l.price })),
          { sku: rule.gift_sku!, quantity: units, unitPrice: 1 },
        ];
        expect(buyXGetYUnits(offer!, offerLines).at(-1)).toBe(units);
      }),
    );
  });
});
