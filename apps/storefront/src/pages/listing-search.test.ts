import { describe, expect, it } from 'vitest';
import { ListingSearchSchema, pageNumbers } from './listing-search';

describe('pageNumbers', () => {
  it.each([
    { current: 1, pages: 1, out: [1] },
    { current: 1, pages: 5, out: [1, 2, 3, 'gap', 5] },
    { current: 5, pages: 10, out: [1, 'gap', 3, 4, 5, 6, 7, 'gap', 10] },
    { current: 10, pages: 10, out: [1, 'gap', 8, 9, 10] },
  ])('page $current of $pages offers $out', ({ current, pages, out }) => {
    expect(pageNumbers(current, pages)).toEqual(out);
  });
});

describe('ListingSearchSchema', () => {
  it('drops bad values instead of failing the page', () => {
    expect(
      ListingSearchSchema.parse({ page: '0', sort: 'cheap', phone_model: 'Bad Slug' }),
    ).toEqual({
      page: undefined,
      sort: undefined,
      phone_model: undefined,
    });
  });

  it('keeps good values', () => {
    expect(
      ListingSearchSchema.parse({ page: '3', sort: 'price_asc', phone_model: 'iphone-15' }),
    ).toEqual({
      page: 3,
      sort: 'price_asc',
      phone_model: 'iphone-15',
    });
  });
});
