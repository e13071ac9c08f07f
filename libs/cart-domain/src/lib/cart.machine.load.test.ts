import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialCartState, syncRetryDelay } from '../index';
import type { CartState } from '../index';
import { aCartLine, aNewCartItem, startCart } from '../testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Lets answered promises reach the machine. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const withLines = (...items: CartState['items']): CartState => ({ ...initialCartState(), items });
const priced = (sku: string, price: number, uuid = `srv-${sku}`) =>
  aCartLine({ uuid, sku, price, ordinary_price: price });

describe('cart.load', () => {
  const atcItems = [
    { sku: 'CASE-1', quantity: 2 },
    { sku: 'CABLE-1', quantity: 1 },
  ];

  it('loads the lines with new uuids and no coupons, replaces the cart, then syncs the coupons', async () => {
    const { actor, server, context } = startCart({
      cart: { ...withLines(aCartLine({ uuid: 'old' })), checkoutID: 'chk-3' },
    });

    actor.send({ type: 'cart.load', items: atcItems });
    server.loadCart[0]?.resolve({
      items: [priced('CASE-1', 100, 'uuid-1'), priced('CABLE-1', 200, 'uuid-2')],
      internal: false,
    });
    await settle();

    expect(server.loadCart[0]?.input).toEqual({
      items: [
        { sku: 'CASE-1', quantity: 2, uuid: 'uuid-1' },
        { sku: 'CABLE-1', quantity: 1, uuid: 'uuid-2' },
      ],
      checkout_order_id: 'chk-3',
    });
    expect(context().items.map((line) => line.uuid)).toEqual(['uuid-1', 'uuid-2']);
    expect(server.syncCart).toHaveLength(0);
    expect(server.syncCoupons).toHaveLength(1);
  });

  it('re-syncs the loaded cart with the coupons when the cart holds some', async () => {
    const cart = {
      ...initialCartState(),
      coupons: [{ code: 'SUMMER10', applied: true, failed_minimum_spend: false }],
    };
    const { actor, server } = startCart({ cart });

    actor.send({ type: 'cart.load', items: atcItems });
    server.loadCart[0]?.resolve({ items: [priced('CASE-1', 100, 'uuid-1')], internal: false });
    await settle();

    expect(server.syncCart[0]?.input.coupons).toEqual(['SUMMER10']);
  });

  it('keeps the cart and retries the same load after a failure', async () => {
    const { actor, server, context } = startCart({ cart: withLines(aCartLine({ uuid: 'old' })) });
    actor.send({ type: 'cart.load', items: atcItems });

    server.loadCart[0]?.reject(new Error('offline'));
    await settle();
    const kept = context().items.map((line) => line.uuid);
    await vi.advanceTimersByTimeAsync(syncRetryDelay(1));

    expect(kept).toEqual(['old']);
    expect(server.loadCart[1]?.input).toEqual(server.loadCart[0]?.input);
    expect(server.syncCart).toHaveLength(0);
  });

  it('lets a shopper change during the load win: the load is cancelled', async () => {
    const { actor, server, context } = startCart();
    actor.send({ type: 'cart.load', items: atcItems });

    actor.send({ type: 'cart.add', items: [aNewCartItem({ sku: 'GLASS-1' })] });
    server.loadCart[0]?.resolve({ items: [priced('CASE-1', 100, 'uuid-1')], internal: false });
    await settle();

    expect(server.loadCart[0]?.signal.aborted).toBe(true);
    expect(context().items.map((line) => line.sku)).toEqual(['GLASS-1']);
    expect(context().pendingLoad).toBeNull();
  });

  it('does not restart the load on cart.sync', () => {
    const { actor, server } = startCart();
    actor.send({ type: 'cart.load', items: atcItems });

    actor.send({ type: 'cart.sync' });

    expect(actor.getSnapshot().value).toBe('loading');
    expect(server.loadCart.map((call) => call.signal.aborted)).toEqual([false]);
  });

  it.each([
    { name: 'an empty list', items: [] },
    { name: 'a zero quantity', items: [{ sku: 'CASE-1', quantity: 0 }] },
  ])('refuses $name', ({ items }) => {
    const { actor, server } = startCart();

    actor.send({ type: 'cart.load', items });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(server.loadCart).toHaveLength(0);
  });
});

describe('cart.load notices', () => {
  it('keeps the skipped atc entries and adds the SKUs the server does not sell, until dismissed', async () => {
    const { actor, server, context } = startCart();

    actor.send({
      type: 'cart.load',
      items: [
        { sku: 'CASE-1', quantity: 2 },
        { sku: 'GONE-9', quantity: 1 },
      ],
      rejected: [{ entry: 'CASE-2:x', reason: 'invalidQuantity' }],
    });
    expect(context().loadNotices).toEqual([{ entry: 'CASE-2:x', reason: 'invalidQuantity' }]);

    server.loadCart[0]?.resolve({ items: [priced('CASE-1', 100, 'uuid-1')], internal: false });
    await settle();

    expect(context().loadNotices).toEqual([
      { entry: 'CASE-2:x', reason: 'invalidQuantity' },
      { entry: 'GONE-9', reason: 'unknownSku' },
    ]);

    actor.send({ type: 'cart.dismissLoadNotices' });
    expect(context().loadNotices).toEqual([]);
  });

  it('does not retry a load the server refuses as invalid', async () => {
    const { actor, server, context } = startCart({ cart: withLines(aCartLine({ uuid: 'kept' })) });

    actor.send({ type: 'cart.load', items: [{ sku: 'CASE-1', quantity: 2 }] });
    server.loadCart[0]?.reject(Object.assign(new Error('400'), { status: 400 }));
    await settle();
    await vi.advanceTimersByTimeAsync(syncRetryDelay(10));

    expect(server.loadCart).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(context()).toMatchObject({ syncRejected: true, pendingLoad: null });
    expect(context().items.map((line) => line.uuid)).toEqual(['kept']);
  });
});

describe('cart.load with nothing loadable', () => {
  it('keeps the cart and only shows why the entries were skipped', async () => {
    const { actor, server, context } = startCart({ cart: withLines(aCartLine({ uuid: 'kept' })) });

    actor.send({
      type: 'cart.load',
      items: [],
      rejected: [{ entry: 'bm90IGJhc2U2NA', reason: 'invalidEncoding' }],
    });
    await settle();

    expect(server.loadCart).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(context().items.map((line) => line.uuid)).toEqual(['kept']);
    expect(context().loadNotices).toEqual([{ entry: 'bm90IGJhc2U2NA', reason: 'invalidEncoding' }]);
  });
});
