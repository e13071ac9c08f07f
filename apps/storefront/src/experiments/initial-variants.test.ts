import { EXPERIMENT_DEFAULTS } from '@nordshop/experiments';
import { describe, expect, it } from 'vitest';
import { initialVariants } from './initial-variants';

describe('initialVariants', () => {
  it('is the defaults without overrides', () => {
    expect(initialVariants({})).toEqual(EXPERIMENT_DEFAULTS);
  });

  it.each([
    { query: { shipping_processor: '1' }, expected: { shipping_processor: '1' } },
    { query: { stock_dates: 'days_date_format' }, expected: { stock_dates: 'days_date_format' } },
    { query: { shipping_processor: '3' }, expected: { shipping_processor: '2' } },
    // External providers wait for the browser, which knows whether they are configured.
    { query: { search_provider: 'external' }, expected: { search_provider: 'internal' } },
  ])('takes the valid override of $query', ({ query, expected }) => {
    expect(initialVariants(query)).toMatchObject(expected);
  });
});
