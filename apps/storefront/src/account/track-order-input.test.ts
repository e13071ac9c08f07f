import { describe, expect, it } from 'vitest';
import { orderLoginCredentials } from './track-order-input';

describe('orderLoginCredentials', () => {
  it.each([
    {
      name: 'an e-mail address',
      id: '1042',
      verifier: ' anna@example.com ',
      value: { order_id: 1042, email: 'anna@example.com' },
    },
    {
      name: 'a postal code',
      id: '#1042',
      verifier: '123 45',
      value: { order_id: 1042, postal_code: '123 45' },
    },
    {
      name: 'a Dutch postal code',
      id: ' 7 ',
      verifier: '1012 ab',
      value: { order_id: 7, postal_code: '1012 ab' },
    },
  ])('logs in with the order number and $name', ({ id, verifier, value }) => {
    expect(orderLoginCredentials(id, verifier)).toEqual({ type: 'valid', value });
  });

  it.each([
    { id: '', verifier: 'a@b.se', fields: { order_id: 'track.error.order_id' } },
    {
      id: 'abc',
      verifier: '',
      fields: { order_id: 'track.error.order_id', verifier: 'checkout.error.required' },
    },
    {
      id: '0',
      verifier: 'anna@',
      fields: { order_id: 'track.error.order_id', verifier: 'checkout.error.email' },
    },
  ])('names what is wrong with "$id" / "$verifier"', ({ id, verifier, fields }) => {
    expect(orderLoginCredentials(id, verifier)).toEqual({ type: 'invalid', fields });
  });
});
