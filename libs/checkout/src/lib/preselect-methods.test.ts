import type { PaymentMethod, ServicePointOption, ShippingMethod } from '@nordshop/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD, HOME, INVOICE } from './checkout-machine-harness';
import {
  preselectedPaymentId,
  preselectedServicePointId,
  preselectedShippingId,
} from './preselect-methods';

const method = (id: string, price: number): ShippingMethod => ({ ...HOME, id, price });
const point = (id: string): ServicePointOption => ({
  id,
  name: id,
  street: 'Gata 1',
  postal_code: '123 45',
  city: 'Stad',
});

describe('preselectedShippingId', () => {
  it.each<{ name: string; methods: ShippingMethod[]; current: string; expected: string }>([
    {
      name: 'the cheapest when nothing is chosen',
      methods: [method('home', 7900), method('point', 4900)],
      current: '',
      expected: 'point',
    },
    {
      name: 'the first listed among equally cheap ones',
      methods: [method('point', 0), method('home', 0)],
      current: '',
      expected: 'point',
    },
    {
      name: 'the only method',
      methods: [method('home', 7900)],
      current: '',
      expected: 'home',
    },
    {
      name: 'the shopper’s choice while it is offered, even when dearer',
      methods: [method('home', 7900), method('point', 4900)],
      current: 'home',
      expected: 'home',
    },
    {
      name: 'the cheapest when the list no longer offers the choice',
      methods: [method('express', 14900), method('point', 4900)],
      current: 'home',
      expected: 'point',
    },
    { name: 'none from an empty list', methods: [], current: 'home', expected: '' },
  ])('$name', ({ methods, current, expected }) => {
    expect(preselectedShippingId(methods, current)).toBe(expected);
  });

  it('chooses an offered method than which none is cheaper', () => {
    const methods = fc.uniqueArray(
      fc.record({ id: fc.string({ minLength: 1 }), price: fc.nat(100_000) }),
      { selector: (entry) => entry.id, minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(methods, fc.string(), (entries, current) => {
        const list = entries.map((entry) => method(entry.id, entry.price));
        const chosen = list.find((m) => m.id === preselectedShippingId(list, current));
        expect(chosen).toBeDefined();
        if (list.some((m) => m.id === current)) expect(chosen!.id).toBe(current);
        else for (const other of list) expect(chosen!.price).toBeLessThanOrEqual(other.price);
      }),
    );
  });
});

describe('preselectedPaymentId', () => {
  it.each<{ name: string; methods: PaymentMethod[]; current: string; expected: string }>([
    { name: 'the only method', methods: [INVOICE], current: '', expected: INVOICE.id },
    { name: 'none of several', methods: [INVOICE, CARD], current: '', expected: '' },
    {
      name: 'the shopper’s choice while offered',
      methods: [INVOICE, CARD],
      current: CARD.id,
      expected: CARD.id,
    },
    {
      name: 'the only method when the choice is no longer offered',
      methods: [INVOICE],
      current: CARD.id,
      expected: INVOICE.id,
    },
    { name: 'none from an empty list', methods: [], current: CARD.id, expected: '' },
  ])('$name', ({ methods, current, expected }) => {
    expect(preselectedPaymentId(methods, current)).toBe(expected);
  });
});

describe('preselectedServicePointId', () => {
  it.each([
    { name: 'the nearest (listed first)', points: ['a', 'b'], current: '', expected: 'a' },
    { name: 'the shopper’s point while listed', points: ['a', 'b'], current: 'b', expected: 'b' },
    { name: 'the nearest when the point is gone', points: ['a', 'b'], current: 'x', expected: 'a' },
    { name: 'none without points', points: [], current: 'x', expected: '' },
  ])('$name', ({ points, current, expected }) => {
    expect(preselectedServicePointId(points.map(point), current)).toBe(expected);
  });
});
