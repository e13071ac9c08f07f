import { describe, expect, it } from 'vitest';
import { accountButtonTarget } from '../index';

describe('accountButtonTarget', () => {
  it.each([
    { name: 'a visitor gets the login panel', user: null, target: { type: 'login-panel' } },
    { name: 'an order-scoped user goes to the order', user: { scope: 'my-order', order_id: 1042 }, target: { type: 'my-order', orderId: '1042' } },
    { name: 'a customer goes to the account orders', user: { scope: 'my-account' }, target: { type: 'my-account-orders' } },
    { name: 'a user without scope goes to the account orders', user: {}, target: { type: 'my-account-orders' } },
  ])('$name', ({ user, target }) => {
    expect(accountButtonTarget(user)).toEqual(target);
  });
});
