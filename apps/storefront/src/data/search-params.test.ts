import { describe, expect, it } from 'vitest';
import {
  intParam,
  optionParam,
  parseSearchParams,
  searchParser,
  stringifySearchParams,
  textParam,
} from './search-params';

describe('query parameter readers', () => {
  it.each([
    { value: ' abc ', read: 'abc' },
    { value: '', read: undefined },
    { value: 'x'.repeat(11), read: undefined },
    { value: 7, read: undefined },
  ])('textParam reads $value as $read', ({ value, read }) => {
    expect(textParam({ max: 10 })(value)).toBe(read);
  });

  it('textParam checks a pattern and can keep the empty value', () => {
    expect(textParam({ max: 100, pattern: /^[a-z0-9-]+$/ })('Bad Slug')).toBeUndefined();
    expect(textParam({ max: 100, min: 0 })('')).toBe('');
  });

  it.each([
    { value: '3', read: 3 },
    { value: 3, read: 3 },
    { value: '"2"', read: 2 },
    { value: '0', read: undefined },
    { value: '2.5', read: undefined },
    { value: 'two', read: undefined },
    { value: '10001', read: undefined },
  ])('intParam(1, 10000) reads $value as $read', ({ value, read }) => {
    expect(intParam(1, 10_000)(value)).toBe(read);
  });

  it('optionParam takes only its options', () => {
    expect(optionParam(['a', 'b'])('b')).toBe('b');
    expect(optionParam(['a', 'b'])('c')).toBeUndefined();
  });

  it('searchParser drops bad values and, when loose, keeps the other parameters', () => {
    const strict = searchParser({ page: intParam(1, 99) });
    const loose = searchParser({ page: intParam(1, 99) }, { loose: true });
    expect(strict.parse({ page: 'x', other: 1 })).toEqual({});
    expect(loose.parse({ page: '4', other: 1 })).toEqual({ page: 4, other: 1 });
    expect(loose.parse(null)).toEqual({});
  });

  it('searchParser names a bad value undefined, so that it replaces the raw one', () => {
    const parsed = searchParser({ page: intParam(1, 99) }).parse({ page: 'two' });
    expect(Object.keys(parsed)).toEqual(['page']);
    expect({ page: 'two', ...parsed }.page).toBeUndefined();
  });

  it.each([
    { search: { page: '2' }, href: '?page=2' },
    { search: { page: 2 }, href: '?page=2' },
    { search: { q: 'skal', page: '3' }, href: '?q=skal&page=3' },
    { search: { q: '"2"', sort: undefined, x: null }, href: '?q=%222%22' },
    { search: { flag: true, list: ['a', 'b'] }, href: '?flag=true&list=a&list=b' },
    { search: {}, href: '' },
  ])('the router writes $search as "$href"', ({ search, href }) => {
    expect(stringifySearchParams(search)).toBe(href);
  });

  it('the router reads every value as the text of the URL, the first of a repeated name', () => {
    expect(parseSearchParams('?page=2&q=123&login&q=x&ok=true')).toEqual({
      page: '2',
      q: '123',
      login: '',
      ok: 'true',
    });
  });

  it('a page number survives a round trip as plain digits', () => {
    const href = stringifySearchParams({ page: '2' });
    expect(href).toBe('?page=2');
    expect(intParam(1, 10_000)(parseSearchParams(href)['page'])).toBe(2);
  });
});
