import { describe, expect, it } from 'vitest';
import { aCartLine, aCouponResult, couponStateOf } from '../testing';
import type { CartLineInput } from './cart-line';
import type { CouponResult } from './coupon';
import { DomainError } from '@nordshop/domain-error';
import type { FractionDigits } from '@nordshop/locale-config';
import { priceCart } from './price-cart';

const SEK = 0;
const EUR = 2;
const price = (
  lines: CartLineInput[],
  results: CouponResult[] = [],
  fractionDigits: FractionDigits = SEK,
  customerDiscount = 0,
) => priceCart({ lines, coupons: couponStateOf(results, customerDiscount), fractionDigits });

describe('priceCart', () => {
  describe('tier prices', () => {
    const pricing = [
      { q: 1, p: 19_900 },
      { q: 5, p: 17_900 },
      { q: 10, p: 17_900 },
    ];
    it.each([
      { name: 'charges the highest tier reached', quantity: 5, unitPrice: 17_900 },
      {
        name: 'drops a tier whose price is not lower than the previous tier',
        quantity: 12,
        unitPrice: 17_900,
      },
      { name: 'charges the first tier below the second', quantity: 4, unitPrice: 19_900 },
    ])('$name', ({ quantity, unitPrice }) => {
      const [line] = price([aCartLine({ quantity, pricing })]).lines;
      expect(line?.unitPrice).toBe(unitPrice);
      expect(line?.lineTotal).toBe(unitPrice * quantity);
    });

    it("keeps the line's price when no tier is reached", () => {
      expect(
        price([aCartLine({ price: 24_900, pricing: [{ q: 3, p: 19_900 }] })]).lines[0]?.unitPrice,
      ).toBe(24_900);
    });
  });

  describe('rounding (spec section 9)', () => {
    it.each([
      {
        name: 'rounds a SEK price incl. VAT to whole kronor',
        fractionDigits: SEK,
        unit: 19_950,
        percentage: 0,
        discounted: 20_000,
        exVat: 16_000,
      },
      {
        name: 'rounds 10 % off 199 kr to 179 kr',
        fractionDigits: SEK,
        unit: 19_900,
        percentage: 10,
        discounted: 17_900,
        exVat: 14_320,
      },
      {
        name: 'rounds 10 % off 19.99 € to 17.99 €',
        fractionDigits: EUR,
        unit: 1_999,
        percentage: 10,
        discounted: 1_799,
        exVat: 1_439,
      },
      {
        name: 'rounds ex VAT to two digits',
        fractionDigits: EUR,
        unit: 1_000,
        percentage: 0,
        discounted: 1_000,
        exVat: 800,
      },
    ])('$name', ({ fractionDigits, unit, percentage, discounted, exVat }) => {
      const results =
        percentage > 0 ? [aCouponResult('SALE', { percentage_discount: percentage })] : [];
      const [line] = price(
        [aCartLine({ price: unit, vat: 25 })],
        results,
        fractionDigits as FractionDigits,
      ).lines;
      expect(line?.discountedUnitPrice).toBe(discounted);
      expect(line?.discountedUnitPriceExVat).toBe(exVat);
    });

    it('computes ex VAT per line from its own rate', () => {
      const cart = price([
        aCartLine({ sku: 'CASE-1', price: 12_500, vat: 25 }),
        aCartLine({ sku: 'BOOK-1', price: 10_600, vat: 6 }),
      ]);
      expect(cart.lines.map((line) => line.lineTotalExVat)).toEqual([10_000, 10_000]);
      expect([cart.total, cart.totalExVat, cart.vat]).toEqual([23_100, 20_000, 3_100]);
    });
  });

  describe('percentages', () => {
    const lines = [
      aCartLine({ sku: 'CASE-1', group_id: 1, quantity: 2 }),
      aCartLine({ sku: 'GLASS-1', group_id: 2, discount_category: 7, price: 9_900 }),
      aCartLine({ sku: 'SPARE-1', group_id: 9, price: 49_900, categories: [40] }),
    ];
    it('gives each line its effective customer discount, the highest that applies', () => {
      const cart = priceCart({
        lines,
        coupons: couponStateOf([
          aCouponResult('SUMMER5', { percentage_discount: 5 }),
          aCouponResult('CASES20', { percentage_discount: 20, specific_groups: [1] }),
          aCouponResult('GLASS30', { percentage_discount: 30, specific_discount_categories: [7] }),
        ]),
        fractionDigits: SEK,
        customerCategoryDiscounts: { 40: 8 },
      });
      expect(
        cart.lines.map((line) => [
          line.discountPercentage,
          line.discountedUnitPrice,
          line.lineTotal,
        ]),
      ).toEqual([
        [20, 15_900, 31_800],
        [30, 6_900, 6_900],
        [8, 45_900, 45_900],
      ]);
      expect([cart.subtotal, cart.total, cart.discount]).toEqual([99_600, 84_600, 15_000]);
    });
  });

  describe('buy-x-get-y', () => {
    it('makes the cheapest unit of three free with buy 2 get 1', () => {
      const cart = price(
        [
          aCartLine({ sku: 'CASE-1', price: 29_900 }),
          aCartLine({ sku: 'CASE-2', price: 14_900 }),
          aCartLine({ sku: 'CASE-3', price: 19_900 }),
        ],
        [aCouponResult('3FOR2', { buy_x: 2, get_y: 1 })],
      );
      expect(cart.lines.map((line) => line.lineTotal)).toEqual([29_900, 0, 19_900]);
      expect(cart.buyXGetY).toEqual([{ code: '3FOR2', amount: 14_900 }]);
    });

    it('gives a unit the better of its percentage and the offer, never both', () => {
      const cart = price(
        [aCartLine({ quantity: 2 })],
        [
          aCouponResult('SUMMER10', { percentage_discount: 10 }),
          aCouponResult('HALF', { buy_x: 1, get_y: 1, discount_type_percentage: 50 }),
        ],
      );
      const [line] = cart.lines;
      expect([line?.discountedUnitPrice, line?.promotionUnits, line?.lineTotal]).toEqual([
        17_900,
        1,
        17_900 + 10_000,
      ]);
      expect(cart.buyXGetY).toEqual([{ code: 'HALF', amount: 7_900 }]);
    });

    it('leaves units at their percentage price when the offer gives less', () => {
      const cart = price(
        [aCartLine({ quantity: 2 })],
        [
          aCouponResult('SUMMER10', { percentage_discount: 10 }),
          aCouponResult('SMALL', { buy_x: 1, get_y: 1, discount_type_percentage: 5 }),
        ],
      );
      expect([cart.lines[0]?.promotionUnits, cart.lines[0]?.lineTotal]).toEqual([0, 35_800]);
      expect(cart.buyXGetY).toEqual([{ code: 'SMALL', amount: 0 }]);
    });

    it.each([
      { name: 'takes a fixed amount off each discounted unit', amount: 5_000, cableTotal: 4_900 },
      { name: 'never takes a unit below zero', amount: 50_000, cableTotal: 0 },
    ])('fixed amount (discount_type_value 3): $name', ({ amount, cableTotal }) => {
      const cart = price(
        [aCartLine({ sku: 'CASE-1' }), aCartLine({ sku: 'CABLE-1', price: 9_900 })],
        [
          aCouponResult('CABLEDEAL', {
            buy_x: 1,
            get_y: 1,
            buy_products: ['CASE-1'],
            get_products: ['CABLE-1'],
            discount_type_value: 3,
            buy_x_get_amount: amount,
          }),
        ],
      );
      expect(cart.lines.map((line) => line.lineTotal)).toEqual([19_900, cableTotal]);
    });

    it('lets two offers on the same units give each unit the better one only', () => {
      const cart = price(
        [aCartLine({ quantity: 4 })],
        [
          aCouponResult('B1G1HALF', { buy_x: 1, get_y: 1, discount_type_percentage: 50 }),
          aCouponResult('B3G1FREE', { buy_x: 3, get_y: 1 }),
        ],
      );
      // B1G1HALF discounts 2 units at 99.50 (rounded to 100 kr), B3G1FREE 1 unit at 0: one free unit, one at 100 kr, two at 199 kr.
      expect(cart.lines[0]?.lineTotal).toBe(0 + 10_000 + 2 * 19_900);
      expect(cart.buyXGetY).toEqual([
        { code: 'B1G1HALF', amount: 9_900 },
        { code: 'B3G1FREE', amount: 19_900 },
      ]);
    });
  });

  describe('customer discount (CUSTOMERDISCOUNT)', () => {
    it('takes its fixed amount after the percentages, split over the lines', () => {
      const cart = price(
        [
          aCartLine({ sku: 'CASE-1', price: 100_000 }),
          aCartLine({ sku: 'CABLE-1', price: 50_000 }),
        ],
        [aCouponResult('SUMMER10', { percentage_discount: 10 })],
        SEK,
        15_000,
      );
      expect(cart.lines.map((line) => [line.customerDiscount, line.lineTotal])).toEqual([
        [10_000, 80_000],
        [5_000, 40_000],
      ]);
      expect([cart.customerDiscount, cart.total]).toEqual([15_000, 120_000]);
    });

    it('takes at most what the cart costs', () => {
      const cart = price([aCartLine()], [], SEK, 50_000);
      expect([cart.customerDiscount, cart.total, cart.lines[0]?.lineTotal]).toEqual([19_900, 0, 0]);
    });

    it('rounds its amount to the currency digits', () => {
      expect(price([aCartLine()], [], SEK, 4_950).customerDiscount).toBe(5_000);
      expect(price([aCartLine()], [], EUR, 4_950).customerDiscount).toBe(4_950);
    });
  });

  it('prices an empty cart at zero', () => {
    expect(price([])).toEqual({
      lines: [],
      subtotal: 0,
      subtotalExVat: 0,
      minimumSpendBase: 0,
      discount: 0,
      customerDiscount: 0,
      buyXGetY: [],
      total: 0,
      totalExVat: 0,
      vat: 0,
    });
  });

  it('throws invalid_data naming every invalid field at once', () => {
    const call = () =>
      priceCart({
        lines: [
          aCartLine({ quantity: 1.5, price: -1 }),
          aCartLine({ vat: 250, pricing: [{ q: -1, p: 0.5 }] }),
          aCartLine({ quantity: 2, price: 1e11 }),
        ],
        coupons: {
          ...couponStateOf([]),
          items: [
            {
              code: 'CUSTOMERDISCOUNT',
              fixed_amount: 0.5,
              applied: true,
              failed_minimum_spend: false,
            },
          ],
        },
        fractionDigits: 1 as FractionDigits,
      });
    expect(call).toThrow(DomainError);
    expect(call).toThrow(
      expect.objectContaining({
        kind: 'invalid_data',
        fields: {
          fractionDigits: 'must be 0 or 2',
          'lines.0.quantity': 'must be an integer >= 0',
          'lines.0.price': 'must be an integer amount 0..100000000000',
          'lines.1.vat': 'must be a percentage 0..100',
          'lines.1.pricing.0.p': 'must be an integer amount 0..100000000000',
          'lines.1.pricing.0.q': 'must be an integer >= 0',
          'lines.2.quantity': 'makes the line exceed 100000000000',
          'coupons.items.0.fixed_amount': 'must be an integer amount 0..100000000000',
        },
      }),
    );
  });
});
