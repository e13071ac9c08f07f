import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialCartState } from '../index';
import { aCartLine, aNewCartItem, startCart } from '../testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

/** How the server answers a line of a product that has run out (apps/api decideLineQuantity). */
const outOfStock = (uuid: string) =>
  aCartLine({
    uuid,
    sku: 'CHARGER-9',
    name: 'Car charger',
    stock_status: 'back-order',
    quantity: 0,
    cart_notice: 'cart.notice.out_of_stock',
    adjusted_quantity: 0,
  });

describe('cart machine: stock', () => {
  it('refuses to add a product that is out of stock: nothing changes, nothing syncs', () => {
    const { actor, server, context } = startCart();

    actor.send({
      type: 'cart.add',
      items: [aNewCartItem({ sku: 'CHARGER-9', stock_status: 'back-order', estimated_at: null })],
      openDrawer: true,
    });

    expect(context().items).toEqual([]);
    expect(context().open).toBe(false);
    expect(server.syncCart).toHaveLength(0);
  });

  it('adds a presale product (back-order with a date)', () => {
    const { actor, context } = startCart();

    actor.send({
      type: 'cart.add',
      items: [aNewCartItem({ stock_status: 'back-order', estimated_at: '2027-07-07' })],
    });

    expect(context().items).toHaveLength(1);
  });

  it('takes out a line the server answers with quantity 0, with a notice naming it', async () => {
    const { actor, server, context } = startCart({
      cart: {
        ...initialCartState(),
        items: [aCartLine(), { ...outOfStock('line-2'), quantity: 1 }],
      },
    });

    actor.send({ type: 'cart.sync' });
    server.syncCart[0]?.resolve({ items: [aCartLine(), outOfStock('line-2')], internal: false });
    await settle();

    expect(context().items.map((line) => line.uuid)).toEqual(['line-1']);
    expect(context().removedLines).toEqual([
      { type: 'cart.lineRemoved', sku: 'CHARGER-9', name: 'Car charger', reason: 'outOfStock' },
    ]);
    // The coupon sync sends the cart without the removed line.
    expect(server.syncCoupons[0]?.input.cart_contents.map((line) => line.uuid)).toEqual(['line-1']);

    actor.send({ type: 'cart.dismissRemovedLines' });
    expect(context().removedLines).toEqual([]);
  });

  it('empties the cart when its only line is taken out, and keeps one notice per product', async () => {
    const { actor, server, context } = startCart({
      cart: { ...initialCartState(), items: [{ ...outOfStock('line-2'), quantity: 1 }] },
    });

    for (const call of [0, 1]) {
      actor.send({ type: 'cart.sync' });
      server.syncCart[call]?.resolve({ items: [outOfStock('line-2')], internal: false });
      await settle();
    }

    expect(context().items).toEqual([]);
    expect(context().removedLines).toHaveLength(1);
  });

  it('takes out a loaded (atc) line the server answers with quantity 0', async () => {
    const { actor, server, context } = startCart();

    actor.send({ type: 'cart.load', items: [{ sku: 'CHARGER-9', quantity: 1 }] });
    server.loadCart[0]?.resolve({ items: [outOfStock('uuid-1')], internal: false });
    await settle();

    expect(context().items).toEqual([]);
    expect(context().loadNotices).toEqual([]);
    expect(context().removedLines.map((notice) => notice.reason)).toEqual(['outOfStock']);
  });
});
