import { describe, expect, it } from 'vitest';
import { jsonText } from './json-text';
import { leafPlacesOf, mutateValue, placesOf, type Mutation } from './mutate-value';

const body = {
  items: [
    { sku: 'A', quantity: 2 },
    { sku: 'B', quantity: 1 },
  ],
  coupons: ['X'],
};
const nul = { name: 'NUL inside a string', value: 'a\u0000b' };
const mutation = (place: Mutation['place'], action: Mutation['action']): Mutation => ({
  place,
  action,
  hostile: nul,
  key: 'extra',
});

describe('mutateValue', () => {
  it.each([
    {
      name: 'replaces a place with the hostile value',
      m: mutation(['items', 0, 'sku'], 'replace'),
      text: '{"items":[{"sku":"a\\u0000b","quantity":2},{"sku":"B","quantity":1}],"coupons":["X"]}',
      change: '← NUL inside a string',
    },
    {
      name: 'removes an object member',
      m: mutation(['items', 1, 'quantity'], 'remove'),
      text: '{"items":[{"sku":"A","quantity":2},{"sku":"B"}],"coupons":["X"]}',
      change: 'removed',
    },
    {
      name: 'removes an array item',
      m: mutation(['coupons', 0], 'remove'),
      text: '{"items":[{"sku":"A","quantity":2},{"sku":"B","quantity":1}],"coupons":[]}',
      change: 'removed',
    },
    {
      name: 'adds a member beside a place',
      m: mutation(['items', 0, 'sku'], 'add member'),
      text: '{"items":[{"sku":"A","quantity":2,"extra":"a\\u0000b"},{"sku":"B","quantity":1}],"coupons":["X"]}',
      change: 'added ← NUL inside a string',
    },
    {
      name: 'writes a key twice, the hostile value last',
      m: mutation(['coupons'], 'duplicate key'),
      text: '{"items":[{"sku":"A","quantity":2},{"sku":"B","quantity":1}],"coupons":["X"],"coupons":"a\\u0000b"}',
      change: 'key twice, last ← NUL inside a string',
    },
    {
      name: 'wraps a place in an array',
      m: mutation(['items', 1, 'quantity'], 'wrap'),
      text: '{"items":[{"sku":"A","quantity":2},{"sku":"B","quantity":[1]}],"coupons":["X"]}',
      change: 'wrapped in an array',
    },
  ])('$name', ({ m, text, change }) => {
    const before = JSON.stringify(body);
    const mutated = mutateValue(body, m, true);
    expect(jsonText(mutated.value)).toBe(text);
    expect(mutated.change).toBe(change);
    expect(JSON.stringify(body)).toBe(before);
  });

  it('picks the place by index among every place, the whole value first when it may be replaced', () => {
    expect(placesOf(body, true)[0]).toEqual([]);
    expect(mutateValue(body, mutation(0, 'replace'), true)).toMatchObject({
      value: 'a\u0000b',
      at: '',
    });
    expect(mutateValue({ a: '1' }, mutation(0, 'replace'), false)).toMatchObject({
      value: { a: 'a\u0000b' },
      at: 'a',
    });
  });

  it('adds a member to a record without any', () => {
    expect(mutateValue({}, mutation(3, 'replace'), false)).toMatchObject({
      value: { extra: 'a\u0000b' },
      at: 'extra',
    });
  });
});

describe('leafPlacesOf', () => {
  it('lists the primitive fields, looking into the first item of each array only', () => {
    expect(leafPlacesOf(body)).toEqual([
      ['items', 0, 'sku'],
      ['items', 0, 'quantity'],
      ['coupons', 0],
    ]);
  });
});
