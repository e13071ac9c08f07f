import { describe, expect, it } from 'vitest';
import { isAddable, isPurchasable } from '../index';
import { aNewCartItem } from '../testing';

describe('isPurchasable', () => {
  it.each([
    { stock_status: 'in-stock', estimated_at: null, purchasable: true },
    { stock_status: 'back-order-quick', estimated_at: null, purchasable: true },
    { stock_status: 'back-order-slow', estimated_at: null, purchasable: true },
    { stock_status: 'special-order', estimated_at: null, purchasable: true },
    { stock_status: 'back-order', estimated_at: '2027-07-07', purchasable: true },
    { stock_status: 'back-order', estimated_at: null, purchasable: false },
    { stock_status: 'back-order', estimated_at: undefined, purchasable: false },
  ])(
    '$stock_status with presale date $estimated_at: $purchasable',
    ({ stock_status, estimated_at, purchasable }) => {
      expect(isPurchasable({ stock_status, estimated_at })).toBe(purchasable);
    },
  );
});

describe('isAddable', () => {
  it('refuses an item that is out of stock', () => {
    expect(isAddable(aNewCartItem({ stock_status: 'back-order', estimated_at: null }))).toBe(false);
    expect(
      isAddable(aNewCartItem({ stock_status: 'back-order', estimated_at: '2027-07-07' })),
    ).toBe(true);
  });
});
