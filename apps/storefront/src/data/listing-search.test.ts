import { describe, expect, it } from 'vitest';
import {
  LISTING_PAGE_SIZE,
  ListingSearchSchema,
  SEARCH_MAX_PAGE,
  SearchPageSchema,
  pageCount,
  pageHref,
  pageNumbers,
  reachableSearchResults,
} from './listing-search';

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

describe('pageHref', () => {
  it.each([
    { params: {}, page: 1, href: '/sok' },
    { params: { q: 'skal' }, page: 1, href: '/sok?q=skal' },
    { params: { q: 'skal' }, page: 2, href: '/sok?q=skal&page=2' },
    {
      params: { sort: 'price_asc', phone_model: undefined },
      page: 3,
      href: '/sok?sort=price_asc&page=3',
    },
    { params: { q: '', page: '7' }, page: 4, href: '/sok?page=4' },
    { params: { q: 'a&b' }, page: 2, href: '/sok?q=a%26b&page=2' },
  ])('page $page with $params is $href', ({ params, page, href }) => {
    expect(pageHref('/sok', params, page)).toBe(href);
  });
});

describe('pageCount', () => {
  it.each([
    { total: 0, pages: 1 },
    { total: 24, pages: 1 },
    { total: 25, pages: 2 },
    { total: 172, pages: 8 },
  ])('$total products make $pages pages', ({ total, pages }) => {
    expect(pageCount(total, LISTING_PAGE_SIZE)).toBe(pages);
  });
});

describe('search result pages', () => {
  it('count every hit the last reachable page can show, and no more', () => {
    expect(reachableSearchResults(172)).toBe(172);
    expect(reachableSearchResults(1_000_000)).toBe(SEARCH_MAX_PAGE * LISTING_PAGE_SIZE);
    // The last page's offset is one the API accepts.
    expect((SEARCH_MAX_PAGE - 1) * LISTING_PAGE_SIZE).toBeLessThanOrEqual(10_000);
    expect(SEARCH_MAX_PAGE * LISTING_PAGE_SIZE).toBeGreaterThan(10_000);
  });

  it('read the words and the page, dropping a page out of reach', () => {
    expect(SearchPageSchema.parse({ q: 'skal', page: '2' })).toEqual({ q: 'skal', page: 2 });
    expect(SearchPageSchema.parse({ q: 'skal', page: String(SEARCH_MAX_PAGE + 1) })).toEqual({
      q: 'skal',
      page: undefined,
    });
  });
});
