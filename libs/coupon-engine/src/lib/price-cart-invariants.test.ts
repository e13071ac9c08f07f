import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartLineArbitrary,
  couponResultsArbitrary,
  couponStateOf,
  customerCategoryDiscountsArbitrary,
} from '../testing';
import type { CartLineInput } from './cart-line';
import type { CouponResult } from './coupon';
import type { FractionDigits } from '@nordshop/locale-config';
import { priceCart } from './price-cart';
import { isPlainPercentageRule } from './rule-kind';

describe('priceCart invariants', () => {
  interface CartCase {
    lines: CartLineInput[];
    results: CouponResult[];
    fractionDigits: FractionDigits;
    customerDiscount: number;
    personal: Record<string, number>;
  }
  const cart: fc.Arbitrary<CartCase> = fc.record({
    lines: fc.array(cartLineArbitrary, { maxLength: 8 }),
    results: couponResultsArbitrary,
    fractionDigits: fc.constantFrom<FractionDigits>(0, 2),
    customerDiscount: fc.oneof(fc.constant(0), fc.nat(300_000)),
    personal: customerCategoryDiscountsArbitrary,
  });
  const priced = ({ lines, results, fractionDigits, customerDiscount, personal }: CartCase) =>
    priceCart({
      lines,
      coupons: couponStateOf(results, customerDiscount),
      fractionDigits,
      customerCategoryDiscounts: personal,
    });

  it('never prices a line below zero or above its undiscounted price', () => {
    fc.assert(
      fc.property(cart, (input) => {
        for (const line of priced(input).lines) {
          expect(line.lineTotal).toBeGreaterThanOrEqual(0);
          expect(line.lineTotal).toBeLessThanOrEqual(line.unitPrice * line.quantity);
          expect(line.discountedUnitPrice).toBeGreaterThanOrEqual(0);
          expect(line.discountedUnitPrice).toBeLessThanOrEqual(line.unitPrice);
          expect(line.lineTotalExVat).toBeLessThanOrEqual(line.lineTotal);
        }
      }),
    );
  });

  it('gives totals equal to the sum of the line totals', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const result = priced(input);
        const sum = (pick: (line: (typeof result.lines)[number]) => number) =>
          result.lines.reduce((total, line) => total + pick(line), 0);
        expect(result.total).toBe(sum((line) => line.lineTotal));
        expect(result.totalExVat).toBe(sum((line) => line.lineTotalExVat));
        expect(result.subtotal - result.discount).toBe(result.total);
        const exact = result.lines.reduce(
          (total, line, i) => total + line.lineTotal / (1 + input.lines[i]!.vat / 100),
          0,
        );
        expect(Math.abs(result.totalExVat - exact)).toBeLessThanOrEqual(0.5 * result.lines.length);
        // Ex VAT, the discount (subtotal − total) never exceeds the discount incl. VAT.
        expect(result.subtotalExVat - result.totalExVat).toBeGreaterThanOrEqual(
          -result.lines.length,
        );
        expect(result.subtotalExVat - result.totalExVat).toBeLessThanOrEqual(
          result.discount + result.lines.length,
        );
        const step = input.fractionDigits === 0 ? 100 : 1;
        for (const line of result.lines) expect(line.lineTotal % step).toBe(0);
      }),
    );
  });

  it('does not depend on the order of the coupons when at most one is a plain percentage', () => {
    const withOnePlain = cart.map((input) => {
      const firstPlain = input.results.findIndex(isPlainPercentageRule);
      return {
        ...input,
        results: input.results.filter(
          (result, i) => i === firstPlain || !isPlainPercentageRule(result),
        ),
      };
    });
    fc.assert(
      fc.property(
        withOnePlain.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray(input.results, { minLength: input.results.length }),
          ),
        ),
        ([input, shuffled]) => {
          expect(priced({ ...input, results: shuffled })).toEqual(priced(input));
        },
      ),
    );
  });
});
