import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ampleQuantity,
  couponOutcomeReason,
  minimumSpendMissing,
  type EvaluatedCoupon,
} from '../index';

const gives: EvaluatedCoupon = {
  applied: true,
  failed_minimum_spend: false,
  saving: 2_990,
  savingWithMoreUnits: () => 2_990,
};
const never = () => 0;

describe('couponOutcomeReason', () => {
  it.each<{ name: string; coupon: Partial<EvaluatedCoupon>; lines: number; reason: unknown }>([
    { name: 'a coupon that saves something', coupon: {}, lines: 1, reason: null },
    {
      name: 'STORKOP12 below its minimum spend',
      coupon: { failed_minimum_spend: true, saving: 0 },
      lines: 1,
      reason: 'minimumSpend',
    },
    {
      name: 'PAKET10 without both of its items',
      coupon: { applied: false, saving: 0, savingWithMoreUnits: never },
      lines: 1,
      reason: 'noQualifyingProduct',
    },
    {
      name: 'SKAL20 on a cart without cases',
      coupon: { saving: 0, savingWithMoreUnits: never },
      lines: 2,
      reason: 'noQualifyingProduct',
    },
    {
      name: 'FRIBAND once the wallet case is gone',
      coupon: { saving: 0, savingWithMoreUnits: never },
      lines: 1,
      reason: 'noQualifyingProduct',
    },
    {
      name: 'KABEL3FOR2 with two cables',
      coupon: { saving: 0 },
      lines: 2,
      reason: 'moreItemsNeeded',
    },
    {
      name: 'SPARA50 with one charger (not applied without its free amount)',
      coupon: { applied: false, saving: 0 },
      lines: 1,
      reason: 'moreItemsNeeded',
    },
    {
      name: 'a code waiting in an empty cart',
      coupon: { applied: false, failed_minimum_spend: true, saving: 0, savingWithMoreUnits: never },
      lines: 0,
      reason: null,
    },
  ])('$name: $reason', ({ coupon, lines, reason }) => {
    expect(couponOutcomeReason({ ...gives, ...coupon }, lines)).toBe(reason);
  });

  it('names a reason exactly when a coupon gives a cart with lines nothing', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        (applied, failed_minimum_spend, saving, more, lines) => {
          const reason = couponOutcomeReason(
            { applied, failed_minimum_spend, saving, savingWithMoreUnits: () => more },
            lines,
          );
          expect(reason === null).toBe(applied && !failed_minimum_spend && saving > 0);
        },
      ),
    );
  });
});

describe('ampleQuantity', () => {
  it.each([
    { name: 'KABEL3FOR2 (buy 2 get 1)', rule: { buy_x: 2, get_y: 1 }, quantity: 1, ample: 4 },
    { name: 'MERRABATT (from the 2nd unit)', rule: { buy_x: 2 }, quantity: 1, ample: 3 },
    { name: 'a plain percentage', rule: {}, quantity: 1, ample: 1 },
    { name: 'a line already large enough', rule: { buy_x: 2, get_y: 1 }, quantity: 7, ample: 7 },
  ])('gives $ample units for $name', ({ rule, quantity, ample }) => {
    expect(ampleQuantity(rule, quantity)).toBe(ample);
  });
});

describe('minimumSpendMissing', () => {
  it.each([
    { minimum: 100_000, subtotal: 29_900, missing: 70_100 },
    { minimum: 10_000, subtotal: 2_499, missing: 7_501 },
    { minimum: 100_000, subtotal: 100_000, missing: 0 },
    { minimum: 100_000, subtotal: 120_000, missing: 0 },
  ])('misses $missing of $minimum at $subtotal', ({ minimum, subtotal, missing }) => {
    expect(minimumSpendMissing(minimum, subtotal)).toBe(missing);
  });

  it('is what the subtotal needs to reach the minimum, never less than 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (minimum, subtotal) => {
          const missing = minimumSpendMissing(minimum, subtotal);
          expect(missing).toBeGreaterThanOrEqual(0);
          expect(subtotal + missing).toBeGreaterThanOrEqual(minimum);
          if (missing > 0) expect(subtotal + missing).toBe(minimum);
        },
      ),
    );
  });
});
