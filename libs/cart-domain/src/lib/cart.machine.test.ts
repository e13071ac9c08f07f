import { parseTd02 } from '@nordshop/browser-state';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPIN_BUTTON, initialCartState, persistedCart, readPersistedCart } from '../index';
import type { CartState } from '../index';
import { aCartLine, aNewCartItem, startCart } from '../testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const withLines = (...items: CartState['items']): CartState => ({ ...initialCartState(), items });

describe('cart machine: start', () => {
  it('starts idle with an empty cart when nothing is persisted', () => {
    const { actor } = startCart();

    expect(actor.getSnapshot().value).toBe('idle');
    expect(persistedCart(actor.getSnapshot().context)).toEqual(initialCartState());
  });

  it('works from corrupt storage: the cart is empty and takes an add', () => {
    const { actor, context } = startCart({
      cart: readPersistedCart(parseTd02('{"cart": {"items": "oops"')),
    });

    actor.send({ type: 'cart.add', items: [aNewCartItem()] });

    expect(context().items).toHaveLength(1);
  });

  it('gives back the persisted cart unchanged', () => {
    const cart = {
      ...withLines(aCartLine()),
      checkoutID: 'chk-1',
      coupons: [{ code: 'SUMMER10', applied: true, failed_minimum_spend: false }],
    };

    const { context } = startCart({ cart });

    expect(persistedCart(context())).toEqual(cart);
  });
});

describe('cart.add', () => {
  it('adds the item at once, before the server answers, and starts a sync', () => {
    const { actor, server, context } = startCart();

    actor.send({ type: 'cart.add', items: [aNewCartItem({ quantity: 2 })] });

    expect(context().items).toEqual([{ ...aNewCartItem({ quantity: 2 }), uuid: 'uuid-1' }]);
    expect(actor.getSnapshot().matches({ syncing: 'items' })).toBe(true);
    expect(server.syncCart).toHaveLength(1);
  });

  it('merges into the line of the same product', () => {
    const { actor, context } = startCart({
      cart: withLines(aCartLine({ uuid: 'a', quantity: 1 })),
    });

    actor.send({ type: 'cart.add', items: [aNewCartItem({ quantity: 2 })] });

    expect(context().items.map((line) => [line.uuid, line.quantity])).toEqual([['a', 3]]);
  });

  it('makes a single added item lastAddedToCart', () => {
    const { actor, context } = startCart({ cart: withLines(aCartLine({ uuid: 'a' })) });

    actor.send({ type: 'cart.add', items: [aNewCartItem({ quantity: 2 })] });

    expect(context().lastAddedToCart).toEqual({ ...aNewCartItem({ quantity: 2 }), uuid: 'a' });
  });

  it('adds several items and keeps the previous lastAddedToCart', () => {
    const { actor, context } = startCart();
    actor.send({ type: 'cart.add', items: [aNewCartItem()] });
    const previous = context().lastAddedToCart;

    actor.send({
      type: 'cart.add',
      items: [aNewCartItem({ sku: 'CABLE-1' }), aNewCartItem({ sku: 'GLASS-1' })],
    });

    expect(context().items.map((line) => line.sku)).toEqual(['CASE-1', 'CABLE-1', 'GLASS-1']);
    expect(context().lastAddedToCart).toBe(previous);
  });

  it.each([
    {
      name: 'opens the cart drawer when asked',
      options: { openDrawer: true },
      open: true,
      openUpselling: false,
    },
    {
      name: 'opens the upselling drawer when asked',
      options: { openUpselling: true },
      open: false,
      openUpselling: true,
    },
    {
      name: 'prefers the cart drawer when both are asked',
      options: { openDrawer: true, openUpselling: true },
      open: true,
      openUpselling: false,
    },
    { name: 'opens no drawer when none is asked', options: {}, open: false, openUpselling: false },
  ])('$name', ({ options, open, openUpselling }) => {
    const { actor, context } = startCart();

    actor.send({ type: 'cart.add', items: [aNewCartItem()], ...options });

    expect(context()).toMatchObject({ open, openUpselling });
  });

  it.each([
    { name: 'no items', items: [] },
    { name: 'a quantity of 0', items: [aNewCartItem({ quantity: 0 })] },
    { name: 'a fractional quantity', items: [aNewCartItem(), aNewCartItem({ quantity: 1.5 })] },
  ])('refuses an add of $name: nothing changes, nothing syncs', ({ items }) => {
    const { actor, server, context } = startCart();

    actor.send({ type: 'cart.add', items, openDrawer: true });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(context()).toMatchObject({ items: [], open: false });
    expect(server.syncCart).toHaveLength(0);
  });
});

describe('cart.quantityChanged', () => {
  const cart = withLines(
    aCartLine({ uuid: 'a', quantity: 1 }),
    aCartLine({ uuid: 'b', sku: 'CABLE-1' }),
  );

  it('changes the line at once and takes the tier price', () => {
    const { actor, context } = startCart({ cart });

    actor.send({ type: 'cart.quantityChanged', uuid: 'a', quantity: 5 });

    expect(context().items[0]).toMatchObject({ quantity: 5, price: 17_900 });
    expect(actor.getSnapshot().value).toBe('debouncing');
  });

  it(`syncs only after ${SPIN_BUTTON.debounceMs} ms without further changes`, async () => {
    const { actor, server } = startCart({ cart });

    actor.send({ type: 'cart.quantityChanged', uuid: 'a', quantity: 2 });
    await vi.advanceTimersByTimeAsync(SPIN_BUTTON.debounceMs - 50);
    actor.send({ type: 'cart.quantityChanged', uuid: 'a', quantity: 3 });
    await vi.advanceTimersByTimeAsync(SPIN_BUTTON.debounceMs - 1);
    const before = server.syncCart.length;
    await vi.advanceTimersByTimeAsync(1);

    expect(before).toBe(0);
    expect(server.syncCart).toHaveLength(1);
    expect(server.syncCart[0]?.input.items[0]).toMatchObject({ uuid: 'a', quantity: 3 });
  });

  it('removes the line at 0', () => {
    const { actor, context } = startCart({ cart });

    actor.send({ type: 'cart.quantityChanged', uuid: 'a', quantity: 0 });

    expect(context().items.map((line) => line.uuid)).toEqual(['b']);
  });

  it.each([
    { name: 'a cross-selling line', line: aCartLine({ uuid: 'a', cross_selling_product_id: 55 }) },
    {
      name: 'a line added by a coupon',
      line: aCartLine({ uuid: 'a', added_by_coupon: 'FREECASE' }),
    },
    { name: 'an upselling bundle line', line: aCartLine({ uuid: 'a', upselling_bundle_id: 4 }) },
  ])('refuses a new quantity on $name: nothing changes, nothing syncs', async ({ line }) => {
    const { actor, server, context } = startCart({ cart: withLines(line) });

    actor.send({ type: 'cart.quantityChanged', uuid: 'a', quantity: 4 });
    await vi.advanceTimersByTimeAsync(SPIN_BUTTON.debounceMs);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(context().items).toEqual([line]);
    expect(server.syncCart).toHaveLength(0);
  });

  it('refuses a line the cart does not hold', () => {
    const { actor, context } = startCart({ cart });

    actor.send({ type: 'cart.quantityChanged', uuid: 'nope', quantity: 4 });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(context().items).toEqual(cart.items);
  });
});
