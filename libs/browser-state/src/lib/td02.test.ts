import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing';
import { TD02_KEY, parseTd02, patchTd02, readTd02, type Td02Patch, type Td02Storage } from './td02';

/** A storage that throws on every call (blocked storage, private mode). */
const blockedStorage: Td02Storage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

/** A storage that reads but refuses writes (quota exceeded). */
function fullStorage(initial: string): Td02Storage {
  return {
    getItem: () => initial,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  };
}

describe('parseTd02', () => {
  it.each([
    { name: 'nothing stored', stored: null, expected: {} },
    { name: 'corrupt JSON', stored: '{"cart":', expected: {} },
    { name: 'a JSON array', stored: '[1,2]', expected: {} },
    { name: 'a JSON string', stored: '"td02"', expected: {} },
    { name: 'JSON null', stored: 'null', expected: {} },
    {
      name: 'an object, foreign fields included',
      stored: '{"cart":{"items":[]},"somethingElse":1}',
      expected: { cart: { items: [] }, somethingElse: 1 },
    },
  ])('reads $name as $expected', ({ stored, expected }) => {
    expect(parseTd02(stored)).toEqual(expected);
  });
});

describe('readTd02', () => {
  it('reads {} without a storage, from a blocked storage and from an empty one', () => {
    expect(readTd02(undefined)).toEqual({});
    expect(readTd02(null)).toEqual({});
    expect(readTd02(blockedStorage)).toEqual({});
    expect(readTd02(memoryStorage())).toEqual({});
  });

  it('reads the stored object', () => {
    expect(readTd02(memoryStorage('{"history":[{"path":"/sv"}]}'))).toEqual({
      history: [{ path: '/sv' }],
    });
  });
});

describe('patchTd02', () => {
  const cases: {
    name: string;
    stored: string | undefined;
    patch: Td02Patch;
    expected: Record<string, unknown>;
  }[] = [
    {
      name: 'writes a field into empty storage',
      stored: undefined,
      patch: { atc: 'A1' },
      expected: { atc: 'A1' },
    },
    {
      name: 'replaces corrupt JSON',
      stored: '{"cart":',
      patch: { history: [] },
      expected: { history: [] },
    },
    {
      name: 'replaces a stored value that is not an object',
      stored: '[1]',
      patch: { orders: { 7: 't' } },
      expected: { orders: { 7: 't' } },
    },
    {
      name: 'keeps the other fields, foreign ones included',
      stored: '{"cart":{"items":[1]},"legacy":true}',
      patch: { auth: { access_token: 'a' } },
      expected: { cart: { items: [1] }, legacy: true, auth: { access_token: 'a' } },
    },
    {
      name: 'replaces the patched field as a whole',
      stored: '{"experiment":{"accessories":"on","stock_dates":"off"}}',
      patch: { experiment: { accessories: 'off' } },
      expected: { experiment: { accessories: 'off' } },
    },
    {
      name: 'removes a field patched with undefined',
      stored: '{"auth":{"access_token":"a"},"cart":{}}',
      patch: { auth: undefined },
      expected: { cart: {} },
    },
  ];

  it.each(cases)('$name', ({ stored, patch, expected }) => {
    const storage = memoryStorage(stored);
    expect(patchTd02(storage, patch)).toEqual(expected);
    expect(JSON.parse(storage.stored() ?? 'null')).toEqual(expected);
  });

  it('keeps both fields when two writers patch different fields one after the other', () => {
    const storage = memoryStorage('{"recentlyViewed":[]}');
    // Two writers (the cart and the auth machine, or two tabs) each patch only their own field.
    patchTd02(storage, { cart: { items: ['A1'] } });
    patchTd02(storage, { auth: { access_token: 't' } });
    patchTd02(storage, { cart: { items: ['A1', 'B2'] } });
    expect(readTd02(storage)).toEqual({
      recentlyViewed: [],
      cart: { items: ['A1', 'B2'] },
      auth: { access_token: 't' },
    });
  });

  it('sees a field another tab wrote after this tab last read', () => {
    const storage = memoryStorage('{}');
    const before = readTd02(storage);
    storage.setItem(TD02_KEY, '{"history":[{"path":"/fi"}]}');
    patchTd02(storage, { recommendation: { id: '42' } });
    expect(before).toEqual({});
    expect(readTd02(storage)).toEqual({
      history: [{ path: '/fi' }],
      recommendation: { id: '42' },
    });
  });

  it.each([
    { name: 'no storage', storage: undefined },
    { name: 'a blocked storage', storage: blockedStorage },
    { name: 'a full storage', storage: fullStorage('{"cart":{}}') },
  ])('returns null and does not throw with $name', ({ storage }) => {
    expect(patchTd02(storage, { atc: 'A1' })).toBeNull();
  });

  it('does not change the stored value a failed write leaves', () => {
    const storage = fullStorage('{"cart":{"items":[]}}');
    patchTd02(storage, { cart: undefined });
    expect(readTd02(storage)).toEqual({ cart: { items: [] } });
  });
});
