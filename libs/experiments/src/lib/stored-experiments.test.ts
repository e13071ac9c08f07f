import { TD02_KEY, parseTd02 } from '@nordshop/browser-state';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXPERIMENTS,
  EXPERIMENT_DEFAULTS,
  EXPERIMENT_STORAGE_FIELD,
  isExperimentName,
  parseExperimentQuery,
  parseStoredExperiments,
  readStoredExperiments,
} from '../index';
import { storedTextWith } from '../testing';

describe('readStoredExperiments and writeStoredExperiments', () => {
  it(`store the variants under "${EXPERIMENT_STORAGE_FIELD}" of the "${TD02_KEY}" value and read them back`, () => {
    const variants = {
      ...EXPERIMENT_DEFAULTS,
      accessories: 'upselling',
      stock_dates: 'days_date_format',
    } as const;

    const stored = storedTextWith(null, variants);

    expect(TD02_KEY).toBe('td02');
    expect(readStoredExperiments(parseTd02(stored))).toEqual(variants);
    expect(JSON.parse(stored)).toEqual({ experiment: variants });
  });

  it('keep the discount, the orders and other parts of the stored value', () => {
    const stored = JSON.stringify({
      discount: { code: 'SUMMER10' },
      orders: { 42: 'tok' },
      experiment: { accessories: 'original' },
    });

    expect(JSON.parse(storedTextWith(stored, { accessories: 'upselling' }))).toEqual({
      discount: { code: 'SUMMER10' },
      orders: { 42: 'tok' },
      experiment: { accessories: 'upselling' },
    });
  });

  it('replace the previous experiments and drop invalid and unknown ones', () => {
    const stored = JSON.stringify({ experiment: { search_provider: 'external' } });
    const junk = { stock_dates: 'weekly', header_layout: 'wide', shipping_processor: '1' };

    expect(JSON.parse(storedTextWith(stored, junk as never))).toEqual({
      experiment: { shipping_processor: '1' },
    });
  });

  it.each([
    { name: 'text that is not JSON', stored: '{"experiment": [' },
    { name: 'JSON null', stored: 'null' },
    { name: 'a JSON array', stored: '[1,2]' },
    { name: 'a JSON string', stored: '"td02"' },
  ])('write over $name', ({ stored }) => {
    expect(JSON.parse(storedTextWith(stored, { accessories: 'original' }))).toEqual({
      experiment: { accessories: 'original' },
    });
  });

  it.each([
    { name: 'nothing stored', stored: null },
    { name: 'text that is not JSON', stored: '{"experiment": [' },
    { name: 'JSON null', stored: 'null' },
    { name: 'a JSON array', stored: '[1,2]' },
    { name: 'no experiment field', stored: '{"discount": {"code": "SUMMER10"}}' },
    { name: 'an experiment that is a string', stored: '{"experiment": "upselling"}' },
    { name: 'an experiment that is an array', stored: '{"experiment": ["upselling"]}' },
  ])('read nothing from $name', ({ stored }) => {
    expect(readStoredExperiments(parseTd02(stored))).toEqual({});
  });

  it('never throw for any text and read only variants among the options', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json().map((json) => `{"experiment":${json}}`),
        ),
        (stored) => {
          const variants = readStoredExperiments(parseTd02(stored));
          storedTextWith(stored, variants);
          return Object.entries(variants).every(
            ([name, value]) =>
              isExperimentName(name) && (EXPERIMENTS[name] as readonly string[]).includes(value),
          );
        },
      ),
    );
  });
});

describe('parseStoredExperiments', () => {
  it('keeps valid variants and drops invalid, unknown and absent ones', () => {
    expect(
      parseStoredExperiments({
        accessories: 'upselling',
        shipping_processor: 2,
        search_provider: 'External',
        recommendation_provider: 'external',
        stock_dates: undefined,
        header_layout: 'wide',
      }),
    ).toEqual({ accessories: 'upselling', recommendation_provider: 'external' });
  });
});

describe('parseExperimentQuery', () => {
  it.each([
    {
      name: 'shipping_processor=1',
      query: { shipping_processor: '1' },
      out: { shipping_processor: '1' },
    },
    {
      name: 'shipping_processor=2',
      query: { shipping_processor: '2' },
      out: { shipping_processor: '2' },
    },
    { name: 'shipping_processor=3', query: { shipping_processor: '3' }, out: {} },
    {
      name: 'search_provider=external',
      query: { search_provider: 'external' },
      out: { search_provider: 'external' },
    },
    { name: 'search_provider=elastic', query: { search_provider: 'elastic' }, out: {} },
    {
      name: 'recommendation_provider=internal',
      query: { recommendation_provider: 'internal' },
      out: { recommendation_provider: 'internal' },
    },
    {
      name: 'stock_dates=days_date_format',
      query: { stock_dates: 'days_date_format' },
      out: { stock_dates: 'days_date_format' },
    },
    {
      name: 'stock_dates twice',
      query: { stock_dates: ['days_date_format', 'default_format'] },
      out: {},
    },
    {
      name: 'accessories, which is not a query parameter',
      query: { accessories: 'upselling' },
      out: {},
    },
    { name: 'other parameters', query: { q: 'case', disc: 'SUMMER10' }, out: {} },
  ])('reads $name', ({ query, out }) => {
    expect(parseExperimentQuery(query)).toEqual(out);
  });
});
