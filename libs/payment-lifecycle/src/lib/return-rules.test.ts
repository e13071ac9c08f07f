import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RETURN_WINDOW_DAYS,
  decideReturn,
  returnableQuantities,
  returnWindowEnd,
  type ReturnableOrder,
} from './return-rules';

const placed = new Date('2026-03-01T10:00:00Z');
const day = 86_400_000;
const order = (overrides: Partial<ReturnableOrder> = {}): ReturnableOrder => ({
  status: 'delivered',
  createdAt: placed,
  lines: [
    { id: 11, quantity: 3, returned: 1 },
    { id: 12, quantity: 1, returned: 0 },
  ],
  ...overrides,
});
const inWindow = new Date(placed.getTime() + 5 * day);

describe('decideReturn', () => {
  it.each([
    {
      name: 'accepts what is left of each line',
      request: [
        { order_line_id: 11, quantity: 2 },
        { order_line_id: 12, quantity: 1 },
      ],
      type: 'return.accepted',
      fields: {},
    },
    {
      name: 'refuses more than is left',
      request: [{ order_line_id: 11, quantity: 3 }],
      type: 'return.refused',
      fields: { 'lines.0.quantity': 'at most 2 can be returned' },
    },
    {
      name: 'counts a line named twice together',
      request: [
        { order_line_id: 12, quantity: 1 },
        { order_line_id: 12, quantity: 1 },
      ],
      type: 'return.refused',
      fields: { 'lines.1.quantity': 'is already returned' },
    },
    {
      name: 'names every line that is not the order’s',
      request: [
        { order_line_id: 99, quantity: 1 },
        { order_line_id: 11, quantity: 9 },
        { order_line_id: 98, quantity: 1 },
      ],
      type: 'return.invalid',
      fields: {
        'lines.0.order_line_id': 'is not a line of this order',
        'lines.2.order_line_id': 'is not a line of this order',
      },
    },
  ])('$name', ({ request, type, fields }) => {
    const decision = decideReturn(order(), request, inWindow);
    expect(decision.type).toBe(type);
    if (decision.type !== 'return.accepted') expect(decision.fields).toEqual(fields);
  });

  it('refuses every line of a cancelled order', () => {
    expect(
      decideReturn(order({ status: 'cancelled' }), [{ order_line_id: 12, quantity: 1 }], inWindow),
    ).toEqual({
      type: 'return.refused',
      fields: { 'lines.0.order_line_id': 'the order is cancelled' },
    });
  });

  it(`accepts until ${RETURN_WINDOW_DAYS} days after the order, then refuses`, () => {
    const end = returnWindowEnd(placed);
    expect(end.getTime() - placed.getTime()).toBe(RETURN_WINDOW_DAYS * day);
    const request = [{ order_line_id: 12, quantity: 1 }];
    expect(decideReturn(order(), request, end).type).toBe('return.accepted');
    expect(decideReturn(order(), request, new Date(end.getTime() + 1))).toEqual({
      type: 'return.refused',
      fields: { 'lines.0.order_line_id': 'the return window closed on 2026-03-31' },
    });
  });

  it('never accepts more units of a line than were ordered, returns included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 5 }),
        (quantity, returned, asks) => {
          const target = order({
            lines: [{ id: 1, quantity, returned: Math.min(returned, quantity) }],
          });
          const decision = decideReturn(
            target,
            asks.map((q) => ({ order_line_id: 1, quantity: q })),
            inWindow,
          );
          const sum = asks.reduce((a, b) => a + b, 0);
          expect(decision.type === 'return.accepted').toBe(
            sum <= quantity - Math.min(returned, quantity),
          );
        },
      ),
    );
  });
});

describe('returnableQuantities', () => {
  it('is ordered minus returned per line while the window is open, else 0', () => {
    expect(returnableQuantities(order(), inWindow)).toEqual([
      { order_line_id: 11, quantity: 2 },
      { order_line_id: 12, quantity: 1 },
    ]);
    expect(
      returnableQuantities(order(), new Date(placed.getTime() + 31 * day)).map((l) => l.quantity),
    ).toEqual([0, 0]);
    expect(
      returnableQuantities(order({ status: 'cancelled' }), inWindow).map((l) => l.quantity),
    ).toEqual([0, 0]);
  });
});
