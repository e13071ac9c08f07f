import type { CartEvent } from '@nordshop/cart-domain';
import { describe, expect, it } from 'vitest';
import { CartStore, summaryFromStorage, type CartRuntime, type CartSummary } from './cart-store';

function fakeRuntime(initial: CartSummary) {
  let summary = initial;
  const sent: CartEvent[] = [];
  const listeners = new Set<() => void>();
  const runtime: CartRuntime = {
    send: (event) => {
      sent.push(event);
      if (event.type === 'cart.vatDisplayChanged') summary = { ...summary, vat: event.vat };
      listeners.forEach((listener) => listener());
    },
    addProduct: () => undefined,
    summary: () => summary,
    context: () => ({ summary }) as never,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { runtime, sent, setCount: (count: number) => { summary = { ...summary, count }; listeners.forEach((l) => l()); } };
}

describe('summaryFromStorage', () => {
  it.each([
    { name: 'nothing stored', stored: null, expected: { count: 0, vat: true } },
    { name: 'broken JSON', stored: '{', expected: { count: 0, vat: true } },
    { name: 'no cart', stored: '{"recentlyViewed":[]}', expected: { count: 0, vat: true } },
    { name: 'two lines, ex VAT', stored: JSON.stringify({ cart: { vat: false, items: [{ quantity: 2 }, { quantity: 3 }] } }), expected: { count: 5, vat: false } },
    { name: 'odd quantities skipped', stored: JSON.stringify({ cart: { items: [{ quantity: -1 }, { quantity: 1.5 }, { quantity: '4' }, { quantity: 1 }] } }), expected: { count: 1, vat: true } },
  ])('$name → $expected', ({ stored, expected }) => {
    expect(summaryFromStorage(stored)).toEqual(expected);
  });
});

describe('CartStore', () => {
  it('queues events until the cart machine is attached, then runs them in order', () => {
    const store = new CartStore({ count: 2, vat: true });
    store.send({ type: 'cart.open' });
    store.send({ type: 'cart.sync' });
    const { runtime, sent } = fakeRuntime({ count: 2, vat: true });
    store.attach(runtime);
    expect(sent.map((event) => event.type)).toEqual(['cart.open', 'cart.sync']);
    store.send({ type: 'cart.close' });
    expect(sent.map((event) => event.type)).toEqual(['cart.open', 'cart.sync', 'cart.close']);
  });

  it('shows a VAT display change at once while the machine is not there yet', () => {
    const store = new CartStore({ count: 0, vat: true });
    store.send({ type: 'cart.vatDisplayChanged', vat: false });
    expect(store.summary()).toEqual({ count: 0, vat: false });
  });

  it('follows the machine once attached and notifies listeners only on change', () => {
    const store = new CartStore({ count: 0, vat: true });
    let notified = 0;
    store.subscribe(() => (notified += 1));
    const fake = fakeRuntime({ count: 3, vat: true });
    store.attach(fake.runtime);
    expect(store.summary()).toEqual({ count: 3, vat: true });
    fake.setCount(3);
    fake.setCount(4);
    expect(store.summary().count).toBe(4);
    expect(notified).toBeGreaterThanOrEqual(2);
  });
});
