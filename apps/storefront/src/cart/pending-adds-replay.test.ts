import { memoryStorage } from '@nordshop/browser-state/testing';
import { aProductCard } from '@nordshop/catalog-ui/testing';
import { describe, expect, it } from 'vitest';
import { keepPendingAdd, pendingProductOf, type PendingAdd } from './pending-adds';
import { pendingAddsOf, takePendingAdd, takeStoredPendingAdds } from './pending-adds-replay';

const anAdd = (id: string, quantity = 1): PendingAdd => ({
  id,
  product: pendingProductOf(aProductCard()),
  quantity,
});

/**
 * A cart that writes its lines to the storage the moment it takes an add (as the cart machine's
 * persistence does), recording the ids it took.
 */
function cartOn(storage: ReturnType<typeof memoryStorage>) {
  const taken: string[] = [];
  return {
    taken,
    addToCart: (add: PendingAdd) => {
      taken.push(add.id);
      const td02 = JSON.parse(storage.stored() ?? '{}') as Record<string, unknown>;
      storage.setItem('td02', JSON.stringify({ ...td02, cart: { items: taken } }));
    },
  };
}

describe('takePendingAdd', () => {
  it('adds a kept add once and drops it from the list in the same task, keeping the cart it wrote', () => {
    const storage = memoryStorage();
    keepPendingAdd(storage, anAdd('a'));
    keepPendingAdd(storage, anAdd('b'));
    const cart = cartOn(storage);
    takePendingAdd(storage, anAdd('a'), true, cart.addToCart);
    expect(cart.taken).toEqual(['a']);
    expect(pendingAddsOf(storage).map((add) => add.id)).toEqual(['b']);
    expect(JSON.parse(storage.stored() ?? '{}')).toMatchObject({ cart: { items: ['a'] } });
  });

  it('does not add a kept add a second time once another cart has taken it in', () => {
    const storage = memoryStorage();
    keepPendingAdd(storage, anAdd('a'));
    const cart = cartOn(storage);
    takeStoredPendingAdds(storage, cart.addToCart);
    takePendingAdd(storage, anAdd('a'), true, cart.addToCart);
    expect(cart.taken).toEqual(['a']);
  });

  it('adds an add that could not be kept (storage blocked or full)', () => {
    const storage = memoryStorage();
    const cart = cartOn(storage);
    takePendingAdd(storage, anAdd('a'), false, cart.addToCart);
    expect(cart.taken).toEqual(['a']);
  });
});

describe('takeStoredPendingAdds', () => {
  it('adds what a page showed before a reload, in order, and empties the list of it and of broken entries', () => {
    const storage = memoryStorage({
      pendingAdds: [anAdd('a', 2), { id: 'broken', quantity: 1 }, 'x', anAdd('b')],
    });
    const cart = cartOn(storage);
    expect(takeStoredPendingAdds(storage, cart.addToCart).map((add) => add.quantity)).toEqual([
      2, 1,
    ]);
    expect(cart.taken).toEqual(['a', 'b']);
    expect(JSON.parse(storage.stored() ?? '{}')).not.toHaveProperty('pendingAdds');
  });

  it('takes nothing twice: a reload after the take finds the adds in the cart only', () => {
    const storage = memoryStorage({ pendingAdds: [anAdd('a')] });
    const cart = cartOn(storage);
    takeStoredPendingAdds(storage, cart.addToCart);
    takeStoredPendingAdds(storage, cart.addToCart);
    expect(cart.taken).toEqual(['a']);
  });

  it.each([
    { name: 'nothing stored', storage: memoryStorage() },
    { name: 'no storage', storage: undefined },
  ])('does nothing with $name', ({ storage }) => {
    const taken: string[] = [];
    expect(takeStoredPendingAdds(storage, (add) => taken.push(add.id))).toEqual([]);
    expect(taken).toEqual([]);
  });
});
