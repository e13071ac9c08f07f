import { CART_MAX_QUANTITY } from '@nordshop/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideLineQuantity, type StockFacts } from './decide-line-quantity';

const product = (facts: Partial<StockFacts>): StockFacts => ({
  stock_status: 'in-stock',
  stock_quantity: 100,
  max_order_quantity: null,
  estimated_at: null,
  ...facts,
});

describe('decideLineQuantity', () => {
  it.each([
    {
      name: 'keeps a quantity in stock',
      facts: {},
      requested: 3,
      expected: { quantity: 3, cart_notice: null, adjusted_quantity: null },
    },
    {
      name: 'limits to the units in stock',
      facts: { stock_quantity: 2 },
      requested: 5,
      expected: { quantity: 2, cart_notice: 'cart.notice.limited_stock', adjusted_quantity: 2 },
    },
    {
      name: 'empties an out-of-stock line',
      facts: { stock_status: 'back-order', stock_quantity: 0 },
      requested: 1,
      expected: { quantity: 0, cart_notice: 'cart.notice.out_of_stock', adjusted_quantity: 0 },
    },
    {
      name: 'sells a back-order-quick product beyond stock',
      facts: { stock_status: 'back-order-quick', stock_quantity: 0 },
      requested: 40,
      expected: { quantity: 40, cart_notice: null, adjusted_quantity: null },
    },
    {
      name: 'keeps a presale line and says it is presale',
      facts: { stock_status: 'back-order', stock_quantity: 0, estimated_at: '2027-03-01' },
      requested: 2,
      expected: { quantity: 2, cart_notice: 'cart.notice.presale', adjusted_quantity: null },
    },
    {
      name: "limits to the product's per-order maximum",
      facts: { max_order_quantity: 5 },
      requested: 8,
      expected: { quantity: 5, cart_notice: 'cart.notice.max_quantity', adjusted_quantity: 5 },
    },
    {
      name: 'limits to the cart maximum',
      facts: { stock_status: 'special-order' },
      requested: 9_999,
      expected: {
        quantity: CART_MAX_QUANTITY,
        cart_notice: 'cart.notice.max_quantity',
        adjusted_quantity: CART_MAX_QUANTITY,
      },
    },
  ])('$name', ({ facts, requested, expected }) => {
    expect(decideLineQuantity(product(facts), requested)).toEqual(expected);
  });

  it.each([
    {
      name: 'counts the per-order maximum over the earlier lines of the product',
      facts: { max_order_quantity: 5 },
      requested: 5,
      used: 5,
      expected: { quantity: 0, cart_notice: 'cart.notice.max_quantity', adjusted_quantity: 0 },
    },
    {
      name: 'gives a later line what the earlier ones left of the per-order maximum',
      facts: { max_order_quantity: 5 },
      requested: 5,
      used: 3,
      expected: { quantity: 2, cart_notice: 'cart.notice.max_quantity', adjusted_quantity: 2 },
    },
    {
      name: 'counts the cart maximum over the earlier lines of the product',
      facts: { stock_status: 'special-order' },
      requested: CART_MAX_QUANTITY,
      used: CART_MAX_QUANTITY - 1,
      expected: { quantity: 1, cart_notice: 'cart.notice.max_quantity', adjusted_quantity: 1 },
    },
    {
      name: 'counts the stock over the earlier lines of the product',
      facts: { stock_quantity: 4 },
      requested: 3,
      used: 2,
      expected: { quantity: 2, cart_notice: 'cart.notice.limited_stock', adjusted_quantity: 2 },
    },
  ])('$name', ({ facts, requested, used, expected }) => {
    expect(decideLineQuantity(product(facts), requested, used)).toEqual(expected);
  });

  it('never lets the lines of one product hold more than its limit together', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 6_000 }), { minLength: 1, maxLength: 8 }),
        (max, requests) => {
          const facts = product({ stock_status: 'special-order', max_order_quantity: max });
          let used = 0;
          for (const requested of requests)
            used += decideLineQuantity(facts, requested, used).quantity;
          expect(used).toBeLessThanOrEqual(max);
        },
      ),
    );
  });

  it('never gives more than asked, than the cart maximum or than the per-order limit', () => {
    const facts = fc.record({
      stock_status: fc.constantFrom(
        'in-stock',
        'back-order-quick',
        'back-order-slow',
        'back-order',
        'special-order',
      ),
      stock_quantity: fc.nat(300),
      max_order_quantity: fc.option(fc.integer({ min: 1, max: 50 })),
      estimated_at: fc.option(fc.constant('2027-01-15')),
    });
    fc.assert(
      fc.property(facts, fc.integer({ min: 1, max: 20_000 }), (stock, requested) => {
        const { quantity, adjusted_quantity } = decideLineQuantity(stock, requested);
        expect(quantity).toBeLessThanOrEqual(
          Math.min(requested, CART_MAX_QUANTITY, stock.max_order_quantity ?? Infinity),
        );
        expect(adjusted_quantity === null ? requested : adjusted_quantity).toBe(quantity);
      }),
    );
  });
});
