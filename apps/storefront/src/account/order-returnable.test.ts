import { ORDER_STATUSES } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { offersReturn } from './order-returnable';

describe('offersReturn', () => {
  const offered: Record<(typeof ORDER_STATUSES)[number], boolean> = {
    pending: false,
    authorized: false,
    paid: false,
    shipped: true,
    delivered: true,
    cancelled: false,
    refunded: false,
    // What staff must settle with the provider first (decision 026).
    payment_failed: false,
    refund_failed: false,
    disputed: false,
  };

  it.each(ORDER_STATUSES.map((status) => ({ status, offered: offered[status] })))(
    'a $status order: $offered',
    ({ status, offered: expected }) => {
      expect(offersReturn({ status })).toBe(expected);
    },
  );

  it.each([
    { status: 'paid', returnable: true },
    { status: 'delivered', returnable: false },
  ] as const)("follows the API's word when it gives one ($status, $returnable)", (order) => {
    expect(offersReturn(order)).toBe(order.returnable);
  });
});
