import { describe, expect, it } from 'vitest';
import { accountButtonTarget } from '../index';
import { aCustomer, anOrderUser } from '../testing';

describe('accountButtonTarget', () => {
  it.each([
    { name: 'a visitor gets the login panel', user: null, target: { type: 'login-panel' } },
    {
      name: 'an order-scoped user goes to the order',
      user: { scope: 'my-order', order_id: 1042 },
      target: { type: 'my-order', orderId: '1042' },
    },
    {
      name: 'a customer goes to the account orders',
      user: { scope: 'my-account' },
      target: { type: 'my-account-orders' },
    },
    {
      name: 'a user without scope goes to the account orders',
      user: {},
      target: { type: 'my-account-orders' },
    },
    {
      name: 'a customer with order_id null goes to the account orders',
      user: { scope: 'my-account', order_id: null },
      target: { type: 'my-account-orders' },
    },
  ])('$name', ({ user, target }) => {
    expect(accountButtonTarget(user)).toEqual(target);
  });

  it.each([
    {
      name: 'the auth machine’s customer goes to the account orders',
      user: aCustomer(),
      target: { type: 'my-account-orders' },
    },
    {
      name: 'the auth machine’s order user goes to /my-order/{order id}',
      user: anOrderUser({ order_id: 77 }),
      target: { type: 'my-order', orderId: '77' },
    },
  ])('$name', ({ user, target }) => {
    expect(accountButtonTarget(user)).toEqual(target);
  });
});
