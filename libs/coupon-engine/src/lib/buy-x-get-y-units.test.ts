import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCouponResult } from '../testing';
import { aggregateDiscounts } from './aggregate-discounts';
import { buyXGetYUnits } from './buy-x-get-y-units';
import type { OfferLine } from './buy-x-get-y-units';
import type { CouponResult } from './coupon';

const offerOf = (rule: Omit<Partial<CouponResult>, 'code'>) =>
  aggregateDiscounts([aCouponResult('OFFER', rule)]).buyXGetY[0]!;
const line = (
  sku: string,
  quantity: number,
  unitPrice: number,
  extra: Partial<OfferLine> = {},
): OfferLine => ({ sku, quantity, unitPrice, ...extra });

describe('buyXGetYUnits', () => {
  it.each([
    {
      name: 'buy 2 get 1: three units give one',
      rule: { buy_x: 2, get_y: 1 },
      lines: [line('CASE-1', 3, 19_900)],
      counts: [1],
    },
    {
      name: 'buy 2 get 1: two units give none',
      rule: { buy_x: 2, get_y: 1 },
      lines: [line('CASE-1', 2, 19_900)],
      counts: [0],
    },
    {
      name: 'buy 2 get 1: seven units give two',
      rule: { buy_x: 2, get_y: 1 },
      lines: [line('CASE-1', 7, 19_900)],
      counts: [2],
    },
    {
      name: 'buy 2 get 1: the cheapest unit is the discounted one',
      rule: { buy_x: 2, get_y: 1 },
      lines: [line('CASE-1', 1, 29_900), line('CASE-2', 1, 14_900), line('GLASS-1', 1, 19_900)],
      counts: [0, 1, 0],
    },
    {
      name: 'buy 1 case get 1 cable: the cable is discounted, the case bought',
      rule: { buy_x: 1, get_y: 1, buy_products: ['CASE-1'], get_products: ['CABLE-1'] },
      lines: [line('CASE-1', 2, 19_900), line('CABLE-1', 3, 9_900)],
      counts: [0, 2],
    },
    {
      name: 'buy from a group, get from a category',
      rule: { buy_x: 2, get_y: 1, buy_groups: [1], get_categories: [12] },
      lines: [
        line('CASE-1', 2, 19_900, { group_id: 1 }),
        line('CABLE-1', 1, 9_900, { categories: [12] }),
        line('GLASS-1', 1, 4_900),
      ],
      counts: [0, 1, 0],
    },
    {
      name: 'a unit never counts both as bought and as discounted',
      rule: { buy_x: 1, get_y: 1, buy_groups: [1], get_groups: [1, 2] },
      lines: [
        line('CASE-1', 1, 19_900, { group_id: 1 }),
        line('CASE-2', 1, 14_900, { group_id: 1 }),
      ],
      counts: [0, 1],
    },
    {
      name: 'discounts a dearer unit when the cheaper one is needed as the bought unit',
      rule: { buy_x: 1, get_y: 1, buy_groups: [1], get_groups: [1, 2] },
      lines: [
        line('CASE-1', 1, 9_900, { group_id: 1 }),
        line('CHARGER-1', 1, 19_900, { group_id: 2 }),
      ],
      counts: [0, 1],
    },
    {
      name: 'discounts the cheapest units once the batches are settled',
      rule: { buy_x: 1, get_y: 1, buy_groups: [1], get_groups: [1, 2] },
      lines: [
        line('CASE-1', 3, 9_900, { group_id: 1 }),
        line('CHARGER-1', 1, 19_900, { group_id: 2 }),
      ],
      counts: [1, 1],
    },
    {
      name: 'the buy lines must hold buy_x units',
      rule: { buy_x: 3, get_y: 1, buy_products: ['CASE-1'], get_products: ['CABLE-1'] },
      lines: [line('CASE-1', 2, 19_900), line('CABLE-1', 5, 9_900)],
      counts: [0, 0],
    },
    {
      name: 'equal prices: the smaller SKU first',
      rule: { buy_x: 1, get_y: 1 },
      lines: [line('CASE-2', 1, 19_900), line('CASE-1', 1, 19_900)],
      counts: [0, 1],
    },
  ])('$name', ({ rule, lines, counts }) => {
    expect(buyXGetYUnits(offerOf(rule), lines)).toEqual(counts);
  });

  it('discounts as many whole batches as fit, keeping enough bought units for them', () => {
    fc.assert(
      fc.property(
        fc.record({
          buy_x: fc.integer({ min: 1, max: 4 }),
          get_y: fc.integer({ min: 1, max: 3 }),
          buy_groups: fc.subarray([1, 2]),
          get_groups: fc.subarray([2, 3], { minLength: 1 }),
        }),
        fc.array(
          fc.record({
            sku: fc.constantFrom('A', 'B', 'C'),
            quantity: fc.nat(8),
            unitPrice: fc.nat(30_000),
            group_id: fc.integer({ min: 1, max: 3 }),
          }),
          { maxLength: 6 },
        ),
        (rule, lines) => {
          const offer = offerOf(rule);
          const counts = buyXGetYUnits(offer, lines);
          const discounted = counts.reduce((a, b) => a + b, 0);
          expect(discounted % offer.getY).toBe(0);
          const batches = discounted / offer.getY;
          const inBuy = (l: OfferLine) =>
            offer.buy.groups.length === 0 || offer.buy.groups.includes(l.group_id!);
          const boughtLeft = lines.reduce(
            (sum, l, i) => sum + (inBuy(l) ? l.quantity - counts[i]! : 0),
            0,
          );
          expect(boughtLeft).toBeGreaterThanOrEqual(batches * offer.buyX);
          // One batch more does not fit: even taking get units outside the buy lines first leaves too few bought units.
          const inGet = (l: OfferLine) => offer.get.groups.includes(l.group_id!);
          const bought = lines.reduce((sum, l) => sum + (inBuy(l) ? l.quantity : 0), 0);
          const getOnly = lines.reduce(
            (sum, l) => sum + (inGet(l) && !inBuy(l) ? l.quantity : 0),
            0,
          );
          const getAlsoBought = lines.reduce(
            (sum, l) => sum + (inGet(l) && inBuy(l) ? l.quantity : 0),
            0,
          );
          const needed = (batches + 1) * offer.getY;
          const fromBought = Math.max(0, needed - getOnly);
          expect(
            fromBought <= getAlsoBought && bought - fromBought >= (batches + 1) * offer.buyX,
          ).toBe(false);
          counts.forEach((count, i) => expect(count).toBeLessThanOrEqual(lines[i]!.quantity));
        },
      ),
    );
  });
});
