import { CUSTOMER_DISCOUNT_CODE } from '@nordshop/coupon-engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialCartState } from '../index';
import type { CartState } from '../index';
import { aCartLine, aCouponResult, startCart } from '../testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

const cartWithLine: CartState = { ...initialCartState(), items: [aCartLine()] };
const holding = (...codes: string[]): CartState => ({
  ...cartWithLine,
  coupons: codes.map((code) => ({ code, applied: true, failed_minimum_spend: false })),
});

/** Answers the open cart sync with the same line and the coupon sync with `results`. */
async function answer(
  server: ReturnType<typeof startCart>['server'],
  results: Parameters<(typeof server.syncCoupons)[number]['resolve']>[0],
) {
  server.syncCart.at(-1)?.resolve({ items: [aCartLine()], internal: false });
  await settle();
  server.syncCoupons.at(-1)?.resolve(results);
  await settle();
}

describe('cart.applyCoupon', () => {
  it('holds the code unapplied, sends it with the cart and the coupon sync, then applies it', async () => {
    const { actor, server, context } = startCart({ cart: cartWithLine });

    actor.send({ type: 'cart.applyCoupon', code: ' SUMMER10 ' });
    const pending = context().coupons.items;
    await answer(server, [aCouponResult('SUMMER10', { percentage_discount: 10 })]);

    expect(pending).toEqual([{ code: 'SUMMER10', applied: false, failed_minimum_spend: false }]);
    expect(server.syncCart[0]?.input.coupons).toEqual(['SUMMER10']);
    expect(server.syncCoupons[0]?.input.coupons).toEqual([
      { code: 'SUMMER10', applied: false, failed_minimum_spend: false },
    ]);
    expect(context().coupons.items).toEqual([
      { code: 'SUMMER10', applied: true, failed_minimum_spend: false },
    ]);
    expect(context().coupons.globalPercentage).toBe(10);
  });

  it.each([
    { name: 'a code under 3 characters', code: 'AB', cart: cartWithLine },
    { name: 'a code with a space inside', code: 'SUMMER 10', cart: cartWithLine },
    { name: 'a code the cart already holds', code: 'SUMMER10', cart: holding('SUMMER10') },
    {
      name: 'the reserved customer discount code',
      code: CUSTOMER_DISCOUNT_CODE,
      cart: cartWithLine,
    },
  ])(
    'refuses $name: no coupon changes, nothing syncs, and the shopper is told',
    ({ code, cart }) => {
      const { actor, server, context } = startCart({ cart });

      actor.send({ type: 'cart.applyCoupon', code });

      expect(actor.getSnapshot().value).toBe('idle');
      expect(context().coupons.items).toEqual(cart.coupons);
      expect(server.syncCart).toHaveLength(0);
      expect(context().couponNotices).toEqual([
        expect.objectContaining({ type: 'coupon.refused', code: code.toUpperCase() }),
      ]);
    },
  );

  it('applies valkommen10 typed in lower case as VALKOMMEN10, the code the server answers', async () => {
    const { actor, server, context } = startCart({ cart: cartWithLine });

    actor.send({ type: 'cart.applyCoupon', code: 'valkommen10' });
    await answer(server, [aCouponResult('VALKOMMEN10', { percentage_discount: 10 })]);

    expect(server.syncCart[0]?.input.coupons).toEqual(['VALKOMMEN10']);
    expect(context().couponNotices).toEqual([]);
    expect(context().coupons.items).toEqual([
      { code: 'VALKOMMEN10', applied: true, failed_minimum_spend: false },
    ]);
  });
});

describe('coupon rejections', () => {
  it.each([
    { name: 'absent from the answer', results: [], reason: 'missing' },
    {
      name: 'not applied',
      results: [aCouponResult('SUMMER10', { applied: false })],
      reason: 'notApplicable',
    },
    {
      name: 'under its minimum spend',
      results: [aCouponResult('SUMMER10', { applied: false, failed_minimum_spend: true })],
      reason: 'minimumSpend',
    },
    {
      name: 'expired',
      results: [aCouponResult('SUMMER10', { applied: false, reason: 'expired' })],
      reason: 'expired',
    },
    {
      name: 'of another storefront',
      results: [aCouponResult('SUMMER10', { applied: false, reason: 'otherStorefront' })],
      reason: 'otherStorefront',
    },
    {
      name: 'without a qualifying product',
      results: [aCouponResult('SUMMER10', { applied: false, reason: 'noQualifyingProduct' })],
      reason: 'noQualifyingProduct',
    },
  ] as const)('removes and flags a coupon $name', async ({ results, reason }) => {
    const { actor, server, context } = startCart({ cart: holding('SUMMER10') });

    actor.send({ type: 'cart.sync' });
    await answer(server, results);

    expect(context().coupons.items).toEqual([]);
    expect(context().coupons.rejected).toEqual(['SUMMER10']);
    expect(context().couponNotices).toEqual([
      { type: 'coupon.rejected', code: 'SUMMER10', reason },
    ]);
  });

  it('keeps a coupon below its minimum spend, flagged, and applies it once the cart reaches it', async () => {
    const { actor, server, context } = startCart({ cart: holding('STORKOP12') });
    const below = aCouponResult('STORKOP12', {
      percentage_discount: 12,
      failed_minimum_spend: true,
      reason: 'minimumSpend',
      minimum_spend: 100_000,
    });
    actor.send({ type: 'cart.sync' });
    await answer(server, [below]);

    expect(context().coupons.items).toEqual([
      { code: 'STORKOP12', applied: true, failed_minimum_spend: true },
    ]);
    expect(context().coupons.rules[0]?.minimum_spend).toBe(100_000);
    expect(context().coupons.globalPercentage).toBe(0);
    expect(context().couponNotices).toEqual([]);

    actor.send({ type: 'cart.sync' });
    await answer(server, [{ ...below, failed_minimum_spend: false, reason: null }]);

    expect(context().coupons.globalPercentage).toBe(12);
  });

  it('forgets the notices once the shopper dismissed them', async () => {
    const { actor, server, context } = startCart({ cart: holding('SUMMER10') });
    actor.send({ type: 'cart.sync' });
    await answer(server, []);

    actor.send({ type: 'cart.dismissCouponNotices' });

    expect(context().couponNotices).toEqual([]);
    expect(context().coupons.rejected).toEqual([]);
  });
});

describe('cart.removeCoupon', () => {
  it('removes the coupon, recomputes the discounts and syncs', async () => {
    const { actor, server, context } = startCart({ cart: holding('SUMMER10', 'SUMMER15') });
    actor.send({ type: 'cart.sync' });
    await answer(server, [
      aCouponResult('SUMMER10', { percentage_discount: 10 }),
      aCouponResult('SUMMER15', { percentage_discount: 15 }),
    ]);

    actor.send({ type: 'cart.removeCoupon', code: 'SUMMER10' });

    expect(context().coupons.items.map((entry) => entry.code)).toEqual(['SUMMER15']);
    expect(context().coupons.globalPercentage).toBe(15);
    expect(context().couponNotices).toEqual([]);
    expect(server.syncCart.at(-1)?.input.coupons).toEqual(['SUMMER15']);
  });

  it('refuses a code the cart does not hold', () => {
    const { actor, server } = startCart({ cart: holding('SUMMER10') });

    actor.send({ type: 'cart.removeCoupon', code: 'WINTER5' });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(server.syncCart).toHaveLength(0);
  });
});

describe('customer discount', () => {
  it.each([
    {
      name: 'sets the CUSTOMERDISCOUNT entry',
      amounts: [5_000],
      out: [
        {
          code: CUSTOMER_DISCOUNT_CODE,
          fixed_amount: 5_000,
          applied: true,
          failed_minimum_spend: false,
        },
      ],
    },
    {
      name: 'updates its fixed amount',
      amounts: [5_000, 7_500],
      out: [
        {
          code: CUSTOMER_DISCOUNT_CODE,
          fixed_amount: 7_500,
          applied: true,
          failed_minimum_spend: false,
        },
      ],
    },
    { name: 'removes it at 0', amounts: [5_000, 0], out: [] },
    { name: 'removes it below 0', amounts: [5_000, -100], out: [] },
  ])('$name', ({ amounts, out }) => {
    const { actor, context } = startCart();

    for (const amount of amounts) actor.send({ type: 'cart.setCustomerDiscount', amount });

    expect(context().coupons.items).toEqual(out);
  });

  it('takes the amount of a CUSTOMERDISCOUNT entry in the coupon answer', async () => {
    const { actor, server, context } = startCart({ cart: cartWithLine });

    actor.send({ type: 'cart.sync' });
    await answer(server, [aCouponResult(CUSTOMER_DISCOUNT_CODE, { fixed_amount: 2_500 })]);

    expect(context().coupons.items).toEqual([
      {
        code: CUSTOMER_DISCOUNT_CODE,
        fixed_amount: 2_500,
        applied: true,
        failed_minimum_spend: false,
      },
    ]);
  });
});

describe('a gift line of a coupon', () => {
  const gift = aCartLine({
    uuid: 'coupon-friband-strap-1',
    sku: 'STRAP-1',
    name: 'Strap',
    added_by_coupon: 'FRIBAND',
  });
  const withGift: CartState = {
    ...initialCartState(),
    items: [aCartLine(), gift],
    coupons: [{ code: 'FRIBAND', applied: true, failed_minimum_spend: false }],
  };

  it('takes its coupon along when the shopper removes it, with a notice', () => {
    const { actor, context } = startCart({ cart: withGift });

    actor.send({ type: 'cart.quantityChanged', uuid: gift.uuid, quantity: 0 });

    expect(context().items.map((line) => line.sku)).toEqual(['CASE-1']);
    expect(context().coupons.items).toEqual([]);
    expect(context().couponNotices).toEqual([
      { type: 'coupon.rejected', code: 'FRIBAND', reason: 'giftRemoved' },
    ]);
  });

  it('leaves the coupons alone when another line is removed', () => {
    const { actor, context } = startCart({ cart: withGift });

    actor.send({ type: 'cart.quantityChanged', uuid: 'line-1', quantity: 0 });

    expect(context().coupons.items.map((entry) => entry.code)).toEqual(['FRIBAND']);
    expect(context().couponNotices).toEqual([]);
  });
});
