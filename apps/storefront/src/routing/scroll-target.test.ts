import { MOBILE_SEARCH_BREAKPOINT, PRODUCT_GRID_ID } from '@nordshop/catalog-ui';
import { describe, expect, it } from 'vitest';
import { MOBILE_SEARCH_SCROLL_Y, scrollTarget, type ScrollContext } from './scroll-target';

const GRID = { type: 'anchor', id: PRODUCT_GRID_ID } as const;
const SEARCH_Y = { type: 'y', y: 100 } as const;

describe('scrollTarget', () => {
  it('uses the spec values: y=100 on screens up to 768 px, the product grid anchor', () => {
    expect([MOBILE_SEARCH_SCROLL_Y, MOBILE_SEARCH_BREAKPOINT, PRODUCT_GRID_ID]).toEqual([
      100,
      768,
      'product-grid',
    ]);
  });

  it.each<{ name: string; context: ScrollContext; target: ReturnType<typeof scrollTarget> }>([
    {
      name: 'back restores the saved position before any other rule',
      context: { navigation: 'history', savedY: 1800, search: { q: 'skal' }, viewportWidth: 375 },
      target: { type: 'restore', y: 1800 },
    },
    {
      name: 'back restores a saved position of 0',
      context: { navigation: 'history', savedY: 0, search: { page: 2 }, viewportWidth: 1280 },
      target: { type: 'restore', y: 0 },
    },
    {
      name: 'back to an entry without a saved position follows the other rules',
      context: { navigation: 'history', search: { page: 2 }, viewportWidth: 1280 },
      target: GRID,
    },
    {
      name: 'a link never restores, even when a position is known',
      context: { navigation: 'push', savedY: 1800, search: {}, viewportWidth: 375 },
      target: { type: 'top' },
    },
    {
      name: 'a search on a 375 px screen scrolls to y=100',
      context: { navigation: 'push', search: { q: 'skal' }, viewportWidth: 375 },
      target: SEARCH_Y,
    },
    {
      name: 'a search on a 768 px screen scrolls to y=100',
      context: { navigation: 'push', search: { q: 'skal' }, viewportWidth: 768 },
      target: SEARCH_Y,
    },
    {
      name: 'a search on a 769 px screen goes to the top',
      context: { navigation: 'push', search: { q: 'skal' }, viewportWidth: 769 },
      target: { type: 'top' },
    },
    {
      name: 'an empty search query counts as a search',
      context: { navigation: 'push', search: { q: '' }, viewportWidth: 375 },
      target: SEARCH_Y,
    },
    {
      name: 'a search wins over paging on a small screen',
      context: { navigation: 'push', search: { q: 'skal', page: 2 }, viewportWidth: 375 },
      target: SEARCH_Y,
    },
    {
      name: 'paging scrolls to the product grid',
      context: { navigation: 'push', search: { page: 2 }, viewportWidth: 1280 },
      target: GRID,
    },
    {
      name: 'paging to page 1 scrolls to the product grid too',
      context: { navigation: 'push', search: { page: 1 }, viewportWidth: 375 },
      target: GRID,
    },
    {
      name: 'paging with a phone model goes to the top',
      context: {
        navigation: 'push',
        search: { page: 2, phone_model: 'iphone-15' },
        viewportWidth: 1280,
      },
      target: { type: 'top' },
    },
    {
      name: 'any other link goes to the top',
      context: { navigation: 'push', search: {}, viewportWidth: 1280 },
      target: { type: 'top' },
    },
    {
      name: 'a first page the browser or the shopper placed stays where it is',
      context: { navigation: 'load', placed: true, search: { page: 2 }, viewportWidth: 375 },
      target: { type: 'keep' },
    },
    {
      name: 'a first page at the top with paging scrolls to the grid',
      context: { navigation: 'load', search: { page: 3 }, viewportWidth: 1280 },
      target: GRID,
    },
    {
      name: 'a first page at the top with a search on a small screen scrolls to y=100',
      context: { navigation: 'load', search: { q: 'laddare' }, viewportWidth: 375 },
      target: SEARCH_Y,
    },
    {
      name: 'any other first page stays at the top the browser gave it',
      context: { navigation: 'load', search: {}, viewportWidth: 375 },
      target: { type: 'keep' },
    },
  ])('$name', ({ context, target }) => {
    expect(scrollTarget(context)).toEqual(target);
  });
});
