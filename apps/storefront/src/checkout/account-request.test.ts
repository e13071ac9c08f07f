import type { PlaceOrderRequest } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { withAccountRequest } from './account-request';

const BODY = {
  customer_type: 'private',
  email: 'alva@example.com',
  phone: '+46701234567',
  first_name: 'Alva',
  last_name: 'Lind',
  address: { street: 'Storgatan 1', postal_code: '11455', city: 'Stockholm' },
  items: [],
  coupons: [],
  shipping_method_id: 'postnord',
  payment_method_id: 'invoice',
  checkout_id: null,
  accept_terms: true,
} satisfies PlaceOrderRequest;

describe('withAccountRequest', () => {
  it.each([
    {
      name: 'asks for an account for a visitor who ticked it',
      wanted: true,
      loggedIn: false,
      asked: true,
    },
    { name: 'leaves it out when not ticked', wanted: false, loggedIn: false, asked: false },
    { name: 'leaves it out for a logged-in customer', wanted: true, loggedIn: true, asked: false },
  ])('$name', ({ wanted, loggedIn, asked }) => {
    const body = withAccountRequest(BODY, wanted, loggedIn);
    expect(body).toEqual(asked ? { ...BODY, create_account: true } : BODY);
    expect('create_account' in body).toBe(asked);
  });
});
