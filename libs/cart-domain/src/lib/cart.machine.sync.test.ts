import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPIN_BUTTON, initialCartState, syncRetryDelay } from '../index';
import type { CartState } from '../index';
import { aCartLine, aNewCartItem, startCart } from '../testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Lets answered promises reach the machine. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const withLines = (...items: CartState['items']): CartState => ({ ...initialCartState(), items });
const priced = (sku: string, price: number, uuid = `srv-${sku}`) =>
  aCartLine({ uuid, sku, price, ordinary_price: price });

describe('cart machine: sync', () => {
  it('replaces the lines with the server answer, sets the internal flag, then syncs the coupons', async () => {
    const { actor, server, context } = startCart({
      cart: { ...initialCartState(), checkoutID: 'chk-9' },
    });
    actor.send({ type: 'cart.add', items: [aNewCartItem()] });

    server.syncCart[0]?.resolve({ items: [priced('CASE-1', 18_900, 'uuid-1')], internal: true });
    await settle();

    expect(server.syncCart[0]?.input).toEqual({
      items: [expect.objectContaining({ uuid: 'uuid-1', sku: 'CASE-1', quantity: 1 })],
      coupons: [],
      checkout_order_id: 'chk-9',
    });
    expect(context()).toMatchObject({
      items: [priced('CASE-1', 18_900, 'uuid-1')],
      internal: true,
    });
    expect(actor.getSnapshot().matches({ syncing: 'coupons' })).toBe(true);
    expect(server.syncCoupons[0]?.input).toEqual({
      coupons: [],
      cart_contents: [expect.objectContaining({ uuid: 'uuid-1' })],
    });

    server.syncCoupons[0]?.resolve([]);
    await settle();

    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('clears the internal flag when the header is not 1', async () => {
    const { actor, server, context } = startCart({
      cart: { ...withLines(aCartLine()), internal: true },
    });

    actor.send({ type: 'cart.sync' });
    server.syncCart[0]?.resolve({ items: [aCartLine()], internal: false });
    await settle();

    expect(context().internal).toBe(false);
  });

  it('syncs only the coupons for an empty cart', async () => {
    const { actor, server } = startCart();

    actor.send({ type: 'cart.sync' });
    await settle();

    expect(server.syncCart).toHaveLength(0);
    expect(server.syncCoupons).toHaveLength(1);
    expect(actor.getSnapshot().matches({ syncing: 'coupons' })).toBe(true);
  });

  it('syncs only the coupons once the last line is removed', async () => {
    const { actor, server } = startCart({ cart: withLines(aCartLine({ uuid: 'a' })) });

    actor.send({ type: 'cart.quantityChanged', uuid: 'a', quantity: 0 });
    await vi.advanceTimersByTimeAsync(SPIN_BUTTON.debounceMs);

    expect(server.syncCart).toHaveLength(0);
    expect(server.syncCoupons[0]?.input.cart_contents).toEqual([]);
  });
});

describe('cart machine: answers out of order', () => {
  it('applies the newer answer when two answers arrive in reverse order', async () => {
    const { actor, server, context } = startCart();
    actor.send({ type: 'cart.add', items: [aNewCartItem()] });
    actor.send({ type: 'cart.add', items: [aNewCartItem({ sku: 'CABLE-1' })] });

    server.syncCart[1]?.resolve({
      items: [priced('CASE-1', 100), priced('CABLE-1', 200)],
      internal: false,
    });
    await settle();
    server.syncCart[0]?.resolve({ items: [priced('CASE-1', 999)], internal: true });
    await settle();

    expect(context().items).toEqual([priced('CASE-1', 100), priced('CABLE-1', 200)]);
    expect(context().internal).toBe(false);
  });

  it('ignores an older answer that arrives while the newer request is still open', async () => {
    const { actor, server, context } = startCart();
    actor.send({ type: 'cart.add', items: [aNewCartItem()] });
    actor.send({ type: 'cart.add', items: [aNewCartItem({ sku: 'CABLE-1' })] });
    const local = context().items;

    server.syncCart[0]?.resolve({ items: [priced('CASE-1', 999)], internal: true });
    await settle();

    expect(context().items).toEqual(local);
    expect(actor.getSnapshot().matches({ syncing: 'items' })).toBe(true);
  });

  it('aborts the superseded request', () => {
    const { actor, server } = startCart();
    actor.send({ type: 'cart.add', items: [aNewCartItem()] });

    actor.send({ type: 'cart.add', items: [aNewCartItem()] });

    expect(server.syncCart.map((call) => call.signal.aborted)).toEqual([true, false]);
  });

  it('drops the answer of a sync that a quantity change overtook', async () => {
    const { actor, server, context } = startCart({ cart: withLines(aCartLine({ uuid: 'a' })) });
    actor.send({ type: 'cart.sync' });
    actor.send({ type: 'cart.quantityChanged', uuid: 'a', quantity: 3 });

    server.syncCart[0]?.resolve({
      items: [aCartLine({ uuid: 'a', quantity: 1 })],
      internal: false,
    });
    await settle();

    expect(context().items[0]?.quantity).toBe(3);
    expect(actor.getSnapshot().value).toBe('debouncing');
  });

  it('drops a coupon answer that a newer change overtook', async () => {
    const { actor, server, context } = startCart();
    actor.send({ type: 'cart.applyCoupon', code: 'SUMMER10' });
    await settle();
    actor.send({ type: 'cart.add', items: [aNewCartItem()] });

    server.syncCoupons[0]?.resolve([]);
    await settle();

    expect(context().coupons.items.map((entry) => entry.code)).toEqual(['SUMMER10']);
    expect(context().couponNotices).toEqual([]);
  });
});

describe('cart machine: offline and failed syncs', () => {
  it('keeps the local cart, retries with backoff and then takes the server list', async () => {
    const { actor, server, context } = startCart();
    actor.send({ type: 'cart.add', items: [aNewCartItem({ quantity: 2 })] });
    const local = context().items;

    server.syncCart[0]?.reject(new TypeError('Failed to fetch'));
    await settle();
    const afterFirstFailure = { value: actor.getSnapshot().value, items: context().items };
    await vi.advanceTimersByTimeAsync(syncRetryDelay(1) - 1);
    const callsBeforeRetry = server.syncCart.length;
    await vi.advanceTimersByTimeAsync(1);
    server.syncCart[1]?.reject(new TypeError('Failed to fetch'));
    await settle();
    await vi.advanceTimersByTimeAsync(syncRetryDelay(2) - 1);
    const callsBeforeSecondRetry = server.syncCart.length;
    await vi.advanceTimersByTimeAsync(1);
    server.syncCart[2]?.resolve({ items: [priced('CASE-1', 18_900, 'uuid-1')], internal: false });
    await settle();

    expect(afterFirstFailure).toEqual({ value: 'retrying', items: local });
    expect([callsBeforeRetry, callsBeforeSecondRetry, server.syncCart.length]).toEqual([1, 2, 3]);
    expect(server.syncCart[2]?.input).toEqual(server.syncCart[0]?.input);
    expect(context().items).toEqual([priced('CASE-1', 18_900, 'uuid-1')]);
    expect(context().syncFailures).toBe(2);

    server.syncCoupons[0]?.resolve([]);
    await settle();

    expect(context().syncFailures).toBe(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('retries a failed coupon sync too', async () => {
    const { actor, server } = startCart();
    actor.send({ type: 'cart.sync' });

    server.syncCoupons[0]?.reject(new Error('503'));
    await settle();
    await vi.advanceTimersByTimeAsync(syncRetryDelay(1));

    expect(server.syncCoupons).toHaveLength(2);
  });

  it('lets a later change supersede a pending retry and sync at once', async () => {
    const { actor, server, context } = startCart();
    actor.send({ type: 'cart.add', items: [aNewCartItem()] });
    server.syncCart[0]?.reject(new Error('offline'));
    await settle();

    actor.send({ type: 'cart.add', items: [aNewCartItem({ sku: 'CABLE-1' })] });
    await vi.advanceTimersByTimeAsync(syncRetryDelay(1) * 2);

    expect(server.syncCart).toHaveLength(2);
    expect(server.syncCart[1]?.input.items.map((item) => item.sku)).toEqual(['CASE-1', 'CABLE-1']);
    expect(context().items.map((line) => line.sku)).toEqual(['CASE-1', 'CABLE-1']);
  });

  it('retries at once on cart.sync (e.g. when the browser is back online)', async () => {
    const { actor, server } = startCart({ cart: withLines(aCartLine()) });
    actor.send({ type: 'cart.sync' });
    server.syncCart[0]?.reject(new Error('offline'));
    await settle();

    actor.send({ type: 'cart.sync' });

    expect(server.syncCart).toHaveLength(2);
  });

  it('waits at most 30 s between retries', async () => {
    const { actor, server } = startCart({ cart: withLines(aCartLine()) });
    actor.send({ type: 'cart.sync' });
    for (let failure = 1; failure <= 8; failure += 1) {
      server.syncCart.at(-1)?.reject(new Error('offline'));
      await settle();
      await vi.advanceTimersByTimeAsync(syncRetryDelay(failure));
    }

    expect(syncRetryDelay(8)).toBe(30_000);
    expect(server.syncCart).toHaveLength(9);
  });
});

describe('cart machine: a sync the server refuses', () => {
  const refused = (status: number) => Object.assign(new Error(`${status}`), { status });

  it.each([400, 404, 413, 422])(
    'is not retried after a %i: the local cart stays',
    async (status) => {
      const { actor, server, context } = startCart({
        cart: withLines(aCartLine({ uuid: 'a', quantity: 3 })),
      });

      actor.send({ type: 'cart.sync' });
      server.syncCart[0]?.reject(refused(status));
      await settle();
      await vi.advanceTimersByTimeAsync(syncRetryDelay(10));

      expect(server.syncCart).toHaveLength(1);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(context()).toMatchObject({ syncRejected: true, syncFailures: 0 });
      expect(context().items[0]?.quantity).toBe(3);
    },
  );

  it.each([408, 429, 500, 503])('is retried after a %i', async (status) => {
    const { actor, server } = startCart({ cart: withLines(aCartLine({ uuid: 'a' })) });

    actor.send({ type: 'cart.sync' });
    server.syncCart[0]?.reject(refused(status));
    await settle();
    expect(actor.getSnapshot().value).toBe('retrying');
    await vi.advanceTimersByTimeAsync(syncRetryDelay(1));

    expect(server.syncCart).toHaveLength(2);
  });

  it('clears the flag when the next change syncs', async () => {
    const { actor, server, context } = startCart({ cart: withLines(aCartLine({ uuid: 'a' })) });

    actor.send({ type: 'cart.sync' });
    server.syncCart[0]?.reject(refused(400));
    await settle();
    actor.send({ type: 'cart.quantityChanged', uuid: 'a', quantity: 2 });
    await vi.advanceTimersByTimeAsync(SPIN_BUTTON.debounceMs);
    server.syncCart[1]?.resolve({
      items: [aCartLine({ uuid: 'a', quantity: 2 })],
      internal: false,
    });
    await settle();
    server.syncCoupons[0]?.resolve([]);
    await settle();

    expect(context().syncRejected).toBe(false);
  });
});
