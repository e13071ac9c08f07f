import { describe, expect, it } from 'vitest';
import { matchesOrder } from './order-login-match';

const order = { email: 'Anna.Lindqvist@example.com', postal_code: '114 55' };
const dutch = { email: 'daan@example.nl', postal_code: '1012 AB' };

describe('matchesOrder', () => {
  it.each([
    {
      name: 'the e-mail in another case',
      target: order,
      proof: { email: 'anna.lindqvist@EXAMPLE.com' },
      matches: true,
    },
    { name: 'another e-mail', target: order, proof: { email: 'anna@example.com' }, matches: false },
    {
      name: 'the postal code with its space',
      target: order,
      proof: { postal_code: '114 55' },
      matches: true,
    },
    {
      name: 'the postal code without a space',
      target: order,
      proof: { postal_code: '11455' },
      matches: true,
    },
    {
      name: 'the postal code with other spaces',
      target: order,
      proof: { postal_code: ' 1 1455 ' },
      matches: true,
    },
    {
      name: 'a Dutch postal code in lower case without a space',
      target: dutch,
      proof: { postal_code: '1012ab' },
      matches: true,
    },
    { name: 'another postal code', target: order, proof: { postal_code: '11456' }, matches: false },
    {
      name: 'a blank postal code on an order without one',
      target: { ...order, postal_code: '' },
      proof: { postal_code: ' ' },
      matches: false,
    },
    { name: 'nothing', target: order, proof: {}, matches: false },
  ])('$name: $matches', ({ target, proof, matches }) => {
    expect(matchesOrder(target, proof)).toBe(matches);
  });
});
