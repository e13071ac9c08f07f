import { describe, expect, it, vi } from 'vitest';
import { UpsellStore } from './upsell-state';

describe('UpsellStore (spec section 4: the upsell prompt after an add)', () => {
  it('offers the product just added and shows the prompt, then hides it and keeps the product', () => {
    const store = new UpsellStore();
    expect(store.snapshot()).toMatchObject({ productId: null, prompting: false });
    store.offer(42);
    expect(store.snapshot()).toMatchObject({ productId: 42, prompting: true });
    store.dismiss();
    expect(store.snapshot()).toMatchObject({ productId: 42, prompting: false });
  });

  it('tells its listeners of a change once, and of no change not at all', () => {
    const store = new UpsellStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.offer(7);
    expect(listener).toHaveBeenCalledTimes(1);
    const before = store.snapshot();
    store.offer(7);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.snapshot()).toBe(before);
    store.offer(8);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps offer and dismiss the same functions in every state', () => {
    const store = new UpsellStore();
    const { offer, dismiss } = store.snapshot();
    store.offer(3);
    expect(store.snapshot().offer).toBe(offer);
    expect(store.snapshot().dismiss).toBe(dismiss);
  });
});
