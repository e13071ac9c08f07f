import type { CartEvent } from '@nordshop/cart-domain';
import { aProductCard } from '@nordshop/catalog-ui/testing';
import { describe, expect, it } from 'vitest';
import {
  CartStore,
  EMPTY_EX_VAT_SUMMARY,
  EMPTY_SUMMARY,
  cartNeedsMachine,
  serverSummary,
  summaryFromStorage,
  withEarlyLine,
  type CartRuntime,
  type CartSummary,
  type EarlyLine,
  type TakeAddOptions,
} from './cart-store';
import { pendingProductOf, type PendingAdd } from './pending-adds';

/** An add of `quantity` USB-C cables (SKU NS-1), with the id `id`. */
function aCableAdd(id = 'add-1', quantity = 1): PendingAdd {
  const product = aProductCard({
    sku: 'NS-1',
    name: 'USB-C-kabel',
    thumb: { url: '/i/1.webp', width: 300, height: 300 },
  });
  return { id, product: pendingProductOf(product), quantity };
}

function fakeRuntime(initial: CartSummary) {
  let summary = initial;
  const sent: CartEvent[] = [];
  const taken: (TakeAddOptions & { id: string })[] = [];
  const listeners = new Set<() => void>();
  const runtime: CartRuntime = {
    send: (event) => {
      sent.push(event);
      if (event.type === 'cart.vatDisplayChanged') summary = { ...summary, vat: event.vat };
      listeners.forEach((listener) => listener());
    },
    takeAdd: (add, options) => void taken.push({ id: add.id, ...options }),
    summary: () => summary,
    context: () => ({ summary }) as never,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    runtime,
    sent,
    taken,
    setCount: (count: number) => {
      summary = { ...summary, count };
      listeners.forEach((l) => l());
    },
  };
}

describe('summaryFromStorage', () => {
  it.each([
    { name: 'nothing stored', stored: null, expected: { count: 0, vat: true } },
    { name: 'broken JSON', stored: '{', expected: { count: 0, vat: true } },
    { name: 'no cart', stored: '{"recentlyViewed":[]}', expected: { count: 0, vat: true } },
    {
      name: 'two lines, ex VAT',
      stored: JSON.stringify({ cart: { vat: false, items: [{ quantity: 2 }, { quantity: 3 }] } }),
      expected: { count: 5, vat: false },
    },
    {
      name: 'odd quantities skipped',
      stored: JSON.stringify({
        cart: { items: [{ quantity: -1 }, { quantity: 1.5 }, { quantity: '4' }, { quantity: 1 }] },
      }),
      expected: { count: 1, vat: true },
    },
    {
      name: 'adds shown before a reload count too',
      stored: JSON.stringify({
        cart: { items: [{ quantity: 2 }] },
        pendingAdds: [{ quantity: 1 }, { quantity: 3 }, { quantity: 0 }, 'x'],
      }),
      expected: { count: 6, vat: true },
    },
    {
      name: 'adds shown before a reload, no cart yet',
      stored: JSON.stringify({ pendingAdds: [{ id: 'a', quantity: 1 }] }),
      expected: { count: 1, vat: true },
    },
  ])('$name → $expected', ({ stored, expected }) => {
    expect(summaryFromStorage(stored)).toEqual(expected);
  });
});

describe('summaryFromStorage and hydration', () => {
  it.each([null, '{', '{"recentlyViewed":[]}', JSON.stringify({ cart: { vat: true, items: [] } })])(
    "an empty cart including VAT (%s) is the server's own summary object, so prices hydrate without a second render",
    (stored) => {
      expect(summaryFromStorage(stored)).toBe(EMPTY_SUMMARY);
    },
  );

  it('an empty cart excluding VAT is the summary the server renders for the company cookie', () => {
    const stored = JSON.stringify({ cart: { vat: false, items: [] } });
    expect(summaryFromStorage(stored)).toBe(serverSummary(false, true));
    expect(serverSummary(false, true)).toBe(EMPTY_EX_VAT_SUMMARY);
  });
});

describe('serverSummary', () => {
  it.each([
    { cookie: false, allowExVat: true, vat: false },
    { cookie: true, allowExVat: true, vat: true },
    { cookie: null, allowExVat: true, vat: true },
    { cookie: false, allowExVat: false, vat: true },
  ])(
    'renders the cookie mode $cookie with allowExVat $allowExVat as vat $vat',
    ({ cookie, allowExVat, vat }) => {
      expect(serverSummary(cookie, allowExVat)).toEqual({ count: 0, vat });
    },
  );
});

describe('cartNeedsMachine', () => {
  const cart = (fields: Record<string, unknown>) =>
    JSON.stringify({ cart: { items: [], coupons: [], ...fields } });
  it.each([
    { name: 'nothing stored, plain URL', stored: null, search: '', expected: false },
    { name: 'an empty cart', stored: cart({}), search: '?page=2', expected: false },
    { name: 'broken JSON', stored: '{', search: '', expected: false },
    {
      name: 'a line to re-price',
      stored: cart({ items: [{ quantity: 1 }] }),
      search: '',
      expected: true,
    },
    {
      name: 'a coupon to check',
      stored: cart({ coupons: ['VINTER10'] }),
      search: '',
      expected: true,
    },
    { name: 'the drawer left open', stored: cart({ open: true }), search: '', expected: true },
    {
      name: 'an add shown before a reload',
      stored: JSON.stringify({ pendingAdds: [{ id: 'a', quantity: 1 }] }),
      search: '',
      expected: true,
    },
    { name: 'an empty list of adds', stored: '{"pendingAdds":[]}', search: '', expected: false },
    { name: 'a disc landing link', stored: null, search: '?disc=VINTER10', expected: true },
    { name: 'an atc landing link', stored: null, search: '?atc=NS-1:2', expected: true },
    { name: 'campaign parameters', stored: null, search: '?utm_source=news', expected: true },
    { name: 'a Google click id', stored: null, search: '?gclid=abc', expected: true },
  ])('$name → $expected', ({ stored, search, expected }) => {
    expect(cartNeedsMachine(stored, search)).toBe(expected);
  });
});

describe('CartStore', () => {
  it('is not wanted until asked, and a queued command asks for the machine once', () => {
    const store = new CartStore();
    let notified = 0;
    store.subscribe(() => (notified += 1));
    expect(store.wanted()).toBe(false);
    store.send({ type: 'cart.open' });
    store.send({ type: 'cart.sync' });
    store.want();
    expect(store.wanted()).toBe(true);
    expect(notified).toBe(1);
  });

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

  const cable: EarlyLine = { sku: 'NS-1', name: 'USB-C-kabel', thumb: '/i/1.webp', quantity: 1 };

  it('keeps an add in storage before anything shows it, and tells the machine it was kept', () => {
    const order: string[] = [];
    const store = new CartStore(
      { count: 0, vat: true },
      () => undefined,
      (add) => order.push(`kept ${add.id}`) > 0,
    );
    store.subscribe(() => order.push(`shown ${store.summary().count}`));
    store.add(aCableAdd('add-1'), true);
    expect(order).toEqual(['kept add-1', 'shown 1']);

    const fake = fakeRuntime({ count: 1, vat: true });
    store.attach(fake.runtime);
    expect(fake.taken).toEqual([{ id: 'add-1', openDrawer: true, kept: true }]);
  });

  it('tells the machine when an add could not be kept (storage blocked or full)', () => {
    const store = new CartStore(
      { count: 0, vat: true },
      () => undefined,
      () => false,
    );
    store.add(aCableAdd('add-1'), false);
    const fake = fakeRuntime({ count: 1, vat: true });
    store.attach(fake.runtime);
    expect(fake.taken).toEqual([{ id: 'add-1', openDrawer: false, kept: false }]);
  });

  it('shows an add at once in the count and the early drawer while the machine loads', () => {
    const tasks: (() => void)[] = [];
    const store = new CartStore(
      { count: 0, vat: true },
      (task) => tasks.push(task),
      () => true,
    );
    store.add(aCableAdd(), true);
    expect(store.wanted()).toBe(false);
    tasks.forEach((task) => task());
    expect(store.wanted()).toBe(true);
    expect(store.summary()).toEqual({ count: 1, vat: true });
    expect(store.earlyLines()).toEqual([cable]);

    const fake = fakeRuntime({ count: 1, vat: true });
    store.attach(fake.runtime);
    expect(fake.taken.map((take) => take.id)).toEqual(['add-1']);
    expect(store.earlyLines()).toBeNull();
  });

  it('counts every one of several fast adds and merges them in the early drawer', () => {
    const store = new CartStore(
      { count: 0, vat: true },
      () => undefined,
      () => true,
    );
    for (const id of ['a', 'b', 'c', 'd']) store.add(aCableAdd(id), true);
    expect(store.summary().count).toBe(4);
    expect(store.earlyLines()).toEqual([{ ...cable, quantity: 4 }]);
    const fake = fakeRuntime({ count: 4, vat: true });
    store.attach(fake.runtime);
    expect(fake.taken.map((take) => take.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shows no early drawer for an add that does not open the drawer (checkout)', () => {
    const store = new CartStore(
      { count: 2, vat: true },
      () => undefined,
      () => true,
    );
    store.add(aCableAdd(), false);
    expect(store.earlyLines()).toBeNull();
    expect(store.summary().count).toBe(3);
  });

  it('runs the machine part of an add after the paint, and keeps later events after it', () => {
    const tasks: (() => void)[] = [];
    const store = new CartStore(
      { count: 0, vat: true },
      (task) => tasks.push(task),
      () => true,
    );
    const fake = fakeRuntime({ count: 0, vat: true });
    store.attach(fake.runtime);
    store.add(aCableAdd(), true);
    store.send({ type: 'cart.sync' });
    expect(store.earlyLines()).toEqual([cable]);
    expect(fake.taken).toEqual([]);
    expect(fake.sent).toEqual([]);

    tasks.forEach((task) => task());
    expect(fake.taken.map((take) => take.id)).toEqual(['add-1']);
    expect(fake.sent.map((event) => event.type)).toEqual(['cart.sync']);
    expect(store.earlyLines()).toBeNull();
  });

  it('closing the early drawer keeps the drawer closed once the machine runs the add', () => {
    const store = new CartStore(
      { count: 0, vat: true },
      () => undefined,
      () => true,
    );
    store.add(aCableAdd(), true);
    store.closeEarly();
    expect(store.earlyLines()).toBeNull();
    const fake = fakeRuntime({ count: 1, vat: true });
    store.attach(fake.runtime);
    expect(fake.taken.map((take) => take.id)).toEqual(['add-1']);
    expect(fake.sent.map((event) => event.type)).toEqual(['cart.close']);
  });
});

describe('withEarlyLine', () => {
  const line = (sku: string, quantity: number): EarlyLine => ({
    sku,
    name: sku,
    thumb: '',
    quantity,
  });
  it.each([
    { name: 'a first line', lines: [], add: line('A', 1), expected: [line('A', 1)] },
    {
      name: 'a new SKU comes last',
      lines: [line('A', 1)],
      add: line('B', 2),
      expected: [line('A', 1), line('B', 2)],
    },
    {
      name: 'a known SKU gains its units',
      lines: [line('A', 1), line('B', 2)],
      add: line('A', 3),
      expected: [line('A', 4), line('B', 2)],
    },
  ])('$name', ({ lines, add, expected }) => {
    expect(withEarlyLine(lines, add)).toEqual(expected);
  });
});
