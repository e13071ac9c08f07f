import { describe, expect, it } from 'vitest';
import type { Coupon } from './coupon';
import {
  isBuyXGetYDisplayed,
  isFixedAmountCouponValid,
  isPercentageCouponValid,
} from './coupon-validity';

const cart = [
  { sku: 'CASE-1', quantity: 2 },
  { sku: 'CABLE-1', quantity: 1 },
  { sku: 'GLASS-1', quantity: 0 },
];

describe('isBuyXGetYDisplayed', () => {
  it.each<{ coupon: Omit<Coupon, 'code'>; displayed: boolean }>([
    { coupon: { buy_x: 2, get_y: 1, buyx_free_amount: 19_900 }, displayed: true },
    { coupon: { buy_x: 0, get_y: 1, buyx_free_amount: 19_900 }, displayed: false },
    { coupon: { buy_x: 2, get_y: 0, buyx_free_amount: 19_900 }, displayed: false },
    { coupon: { buy_x: 2, get_y: 1, buyx_free_amount: 0 }, displayed: false },
    { coupon: { buy_x: 2, get_y: 1 }, displayed: false },
    { coupon: { buy_x: null, get_y: 1, buyx_free_amount: 19_900 }, displayed: false },
  ])(
    'shows buy_x $coupon.buy_x, get_y $coupon.get_y, buyx_free_amount $coupon.buyx_free_amount: $displayed',
    ({ coupon, displayed }) => {
      expect(isBuyXGetYDisplayed({ code: 'B2G1', ...coupon })).toBe(displayed);
    },
  );
});

describe('isPercentageCouponValid', () => {
  it.each<{ name: string; coupon: Omit<Coupon, 'code'>; valid: boolean }>([
    {
      name: 'all affected items in the cart and enough of them',
      coupon: { all_affected_items: ['CASE-1', 'CABLE-1'], get_y: 3 },
      valid: true,
    },
    {
      name: 'an affected quantity below get_y',
      coupon: { all_affected_items: ['CASE-1', 'CABLE-1'], get_y: 4 },
      valid: false,
    },
    {
      name: 'an affected item missing from the cart',
      coupon: { all_affected_items: ['CASE-1', 'CHARGER-1'], get_y: 1 },
      valid: false,
    },
    {
      name: 'an affected item on a line of quantity 0',
      coupon: { all_affected_items: ['CASE-1', 'GLASS-1'], get_y: 1 },
      valid: false,
    },
    { name: 'no affected items and no get_y', coupon: {}, valid: true },
    { name: 'no affected items but a get_y', coupon: { get_y: 1 }, valid: false },
  ])('judges $name: $valid', ({ coupon, valid }) => {
    expect(isPercentageCouponValid({ code: 'PCT', ...coupon }, cart)).toBe(valid);
  });
});

describe('isFixedAmountCouponValid', () => {
  it.each<{ coupon: Omit<Coupon, 'code'>; valid: boolean }>([
    { coupon: { discount_type_value: 3, buyx_free_amount: 5_000 }, valid: true },
    { coupon: { discount_type_value: 3, buyx_free_amount: 0 }, valid: false },
    { coupon: { discount_type_value: 3 }, valid: false },
    { coupon: { discount_type_value: 1 }, valid: true },
    { coupon: {}, valid: true },
  ])(
    'judges discount_type_value $coupon.discount_type_value with buyx_free_amount $coupon.buyx_free_amount: $valid',
    ({ coupon, valid }) => {
      expect(isFixedAmountCouponValid({ code: 'FIXED', ...coupon })).toBe(valid);
    },
  );
});
