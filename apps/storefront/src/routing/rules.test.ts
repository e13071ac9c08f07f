import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, shouldReloadForChunk } from './chunk-reload';
import { findCategoryPath } from './find-category-path';
import { GlobalSearchSchema } from './global-search';
import { legacyDiscountTarget } from './legacy-discount-target';
import { PAGE_CACHE_SIZE, rememberPage } from './router-page-cache';
import { mergeTd02 } from '@nordshop/browser-state';
import { intakePatch, sessionIntake } from './session-intake';

describe('rememberPage', () => {
  const page = (href: string) => ({ href, matchIds: [href] });

  it(`keeps the last ${PAGE_CACHE_SIZE} pages, newest first`, () => {
    let recent = rememberPage([], page('/a'), true);
    recent = rememberPage(recent, page('/b'), true);
    recent = rememberPage(recent, page('/c'), true);
    expect(recent.map((p) => p.href)).toEqual(['/c', '/b']);
  });

  it('does not keep a page twice', () => {
    const recent = rememberPage([page('/a'), page('/b')], page('/b'), true);
    expect(recent.map((p) => p.href)).toEqual(['/b', '/a']);
  });

  it('never keeps an uncached page (checkout, confirmation)', () => {
    const recent = rememberPage([page('/a')], page('/checkout'), false);
    expect(recent.map((p) => p.href)).toEqual(['/a']);
  });
});

describe('legacyDiscountTarget', () => {
  it.each([
    {
      name: 'a known category',
      code: 'SOMMAR-25',
      path: 'mobilskal/apple',
      target: { type: 'category', categoryPath: 'mobilskal/apple', disc: 'SOMMAR-25' },
    },
    { name: 'no category', code: 'ABC', path: undefined, target: { type: 'home', disc: 'ABC' } },
    { name: 'a too short code', code: 'AB', path: 'mobilskal', target: { type: 'not-found' } },
    {
      name: 'a code with other characters',
      code: 'ABC!',
      path: undefined,
      target: { type: 'not-found' },
    },
  ])('leads $name to $target.type', ({ code, path, target }) => {
    expect(legacyDiscountTarget(code, path)).toEqual(target);
  });
});

describe('findCategoryPath', () => {
  const tree = [
    {
      slug: 'reservdelar',
      children: [{ slug: 'apple', children: [{ slug: 'iphone-15' }] }, { slug: 'samsung' }],
    },
    { slug: 'mobilskal', children: [{ slug: 'apple' }] },
  ];
  it.each([
    { slug: 'mobilskal', path: 'mobilskal' },
    { slug: 'iphone-15', path: 'reservdelar/apple/iphone-15' },
    { slug: 'apple', path: 'reservdelar/apple' },
    { slug: 'saknas', path: undefined },
  ])('finds $slug at $path', ({ slug, path }) => {
    expect(findCategoryPath(tree, slug)).toBe(path);
  });
});

describe('sessionIntake', () => {
  it('keeps a valid discount code, campaign data, atc and experiment overrides', () => {
    const search = GlobalSearchSchema.parse({
      disc: 'VINTER-10',
      utm_source: 'newsletter',
      gclid: 'abc',
      atc: 'QUJDOjI=',
      search_provider: 'internal',
      other: 'kept by the router',
    });
    expect(sessionIntake(search)).toEqual({
      discount: { code: 'VINTER-10' },
      campaign: { utm_source: 'newsletter', gclid: 'abc' },
      atc: 'QUJDOjI=',
      experiment: { search_provider: 'internal' },
    });
  });

  it('drops an invalid discount code', () => {
    expect(sessionIntake(GlobalSearchSchema.parse({ disc: 'x!' }))).toEqual({});
  });

  it('drops bad values instead of failing the page', () => {
    const search = GlobalSearchSchema.parse({ page: 'two', stock_dates: 'weekly', q: 'laddare' });
    expect(search.page).toBeUndefined();
    expect(search.stock_dates).toBeUndefined();
    expect(search).toEqual({ q: 'laddare' });
  });

  it('merges experiment overrides and replaces the rest', () => {
    const stored = { discount: { code: 'OLD' }, experiment: { search_provider: 'internal' } };
    expect(
      mergeTd02(
        stored,
        intakePatch(stored, {
          discount: { code: 'NEW' },
          experiment: { stock_dates: 'days_date_format' },
        }),
      ),
    ).toEqual({
      discount: { code: 'NEW' },
      experiment: { search_provider: 'internal', stock_dates: 'days_date_format' },
    });
  });
});

describe('chunk reload', () => {
  it('reloads the first time and again only after 60 s', () => {
    expect(shouldReloadForChunk(undefined, 1_000)).toBe(true);
    expect(shouldReloadForChunk(1_000, 1_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(false);
    expect(shouldReloadForChunk(1_000, 1_001 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('recognises failed chunk loads only', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });
});
