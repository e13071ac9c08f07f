import { LOCALE_CODES, ROUTE_NAMES } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { SCREEN_TABLE, screenOf, screensWhere, type ScreenFacts } from './screen-table';

describe('SCREEN_TABLE', () => {
  it('has exactly one row for every screen of the route table', () => {
    expect(Object.keys(SCREEN_TABLE).sort()).toEqual([...ROUTE_NAMES].sort());
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTE_NAMES.length);
  });

  it('titles every screen in the five storefront languages', () => {
    for (const name of ROUTE_NAMES)
      for (const locale of LOCALE_CODES)
        expect(SCREEN_TABLE[name].title[locale].trim(), `${name} ${locale}`).not.toBe('');
    expect(SCREEN_TABLE.search.title).toEqual({
      sv: 'Sökresultat',
      no: 'Søkeresultater',
      da: 'Søgeresultater',
      fi: 'Hakutulokset',
      nl: 'Zoekresultaten',
    });
    expect(SCREEN_TABLE['checkout-id'].title).toEqual({
      sv: 'Kassa',
      no: 'Kasse',
      da: 'Kasse',
      fi: 'Kassa',
      nl: 'Afrekenen',
    });
  });

  // The screens each rule applies to, as they were before the facts became one table.
  it.each<{ rule: string; test: (facts: ScreenFacts) => boolean; screens: string[] }>([
    {
      rule: 'never indexed, kept from crawlers (noindex, robots.txt)',
      test: (facts) => facts.audience !== 'public',
      screens: [
        'my-account',
        'my-account-orders',
        'my-account-overview',
        'my-account-profile',
        'my-account-profile-edit',
        'my-account-returns',
        'my-account-subscriptions',
        'my-account-orders-return',
        'my-order',
        'my-order-return',
        'page-preview',
        'search',
        'unsubscribe',
        'checkout-id',
        'checkout-confirmation',
        'checkout-failed',
        'track-order',
      ],
    },
    {
      rule: 'answered private, no-store',
      test: (facts) => facts.audience === 'personal',
      screens: [
        'my-account',
        'my-account-orders',
        'my-account-overview',
        'my-account-profile',
        'my-account-profile-edit',
        'my-account-returns',
        'my-account-subscriptions',
        'my-account-orders-return',
        'my-order',
        'my-order-return',
        'page-preview',
        'unsubscribe',
        'checkout-id',
        'checkout-confirmation',
        'checkout-failed',
        'track-order',
      ],
    },
    {
      rule: "kept in the server's HTML cache",
      test: (facts) => facts.pageCache === 'shared',
      screens: [
        'index',
        'search',
        'brand',
        'product',
        'product-tag',
        'product-category-all',
        'cms',
      ],
    },
    {
      rule: "never kept in the browser's page cache",
      test: (facts) => facts.pageCache === 'never',
      screens: ['checkout-id', 'checkout-confirmation'],
    },
    {
      rule: 'whose token parameter is not a login token',
      test: (facts) => facts.ownToken === true,
      screens: ['page-preview', 'unsubscribe'],
    },
    {
      rule: 'where an add does not open the cart drawer',
      test: (facts) => facts.checkout === true,
      screens: ['checkout-id'],
    },
  ])('$rule: $screens', ({ test, screens }) => {
    expect(screensWhere(test)).toEqual(screens);
  });

  it('keeps no personal page in a cache shared by shoppers, and never caches checkout', () => {
    for (const name of ROUTE_NAMES) {
      const facts = SCREEN_TABLE[name];
      if (facts.audience === 'personal') expect(facts.pageCache, name).not.toBe('shared');
      if (facts.checkout) expect(facts.pageCache, name).toBe('never');
    }
  });
});

describe('screenOf', () => {
  it.each([
    { name: 'product', facts: SCREEN_TABLE.product },
    { name: 'checkout-id', facts: SCREEN_TABLE['checkout-id'] },
    { name: 'nothing', facts: undefined },
    { name: 'toString', facts: undefined },
    { name: '', facts: undefined },
    { name: null, facts: undefined },
    { name: undefined, facts: undefined },
  ])('$name', ({ name, facts }) => {
    expect(screenOf(name)).toBe(facts);
  });
});
