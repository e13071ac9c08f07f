import { describe, expect, it } from 'vitest';
import { checkLogin } from '../index';
import type { LoginAsked } from '../index';

describe('checkLogin', () => {
  it.each<{ name: string; login: LoginAsked; input: unknown }>([
    {
      name: 'sends an account login as myAccount by default',
      login: { credentials: { email: 'alva@example.com', password: 'secret' } },
      input: {
        strategy: 'myAccount',
        credentials: { email: 'alva@example.com', password: 'secret' },
      },
    },
    {
      name: 'sends an order login with a numeric order number',
      login: { strategy: 'myOrder', credentials: { order_id: 1042, email: 'alva@example.com' } },
      input: { strategy: 'myOrder', credentials: { order_id: 1042, email: 'alva@example.com' } },
    },
    {
      name: 'sends an order login with the order number as typed',
      login: { strategy: 'myOrder', credentials: { order_id: '1042', email: 'alva@example.com' } },
      input: { strategy: 'myOrder', credentials: { order_id: '1042', email: 'alva@example.com' } },
    },
  ])('$name', ({ login, input }) => {
    expect(checkLogin(login)).toEqual({ type: 'valid', input });
  });

  it.each<{ name: string; login: LoginAsked; fields: string[] }>([
    {
      name: 'refuses an account login naming every wrong field',
      login: { credentials: { email: 'nope', password: '' } },
      fields: ['email', 'password'],
    },
    {
      name: 'refuses an order login naming every wrong field',
      login: { strategy: 'myOrder', credentials: { order_id: 'A-12', email: '' } },
      fields: ['email', 'order_id'],
    },
    {
      name: 'refuses an order number of 0',
      login: { strategy: 'myOrder', credentials: { order_id: 0, email: 'alva@example.com' } },
      fields: ['order_id'],
    },
  ])('$name', ({ login, fields }) => {
    const checked = checkLogin(login);

    expect(checked.type).toBe('invalid');
    expect(checked.type === 'invalid' && Object.keys(checked.failure.fields).sort()).toEqual(
      fields,
    );
    expect(checked.type === 'invalid' && checked.failure).toMatchObject({
      reason: 'invalidInput',
      status: null,
    });
  });
});
