import { parseTd02 } from '@nordshop/browser-state';
import { describe, expect, it } from 'vitest';
import {
  EXPERIMENT_DEFAULTS,
  EXPERIMENT_QUERY_PARAMS,
  readStoredExperiments,
  resolveExperiments,
} from '../index';
import type { ExperimentConfig } from '../index';
import { aResolveInput, NO_EXTERNAL_PROVIDERS, storedTextWith } from '../testing';

const EXTERNAL_PROVIDERS: ExperimentConfig = {
  externalSearch: true,
  externalRecommendations: true,
};

describe('resolveExperiments with query overrides and external providers', () => {
  describe('query overrides', () => {
    const stored = {
      accessories: 'upselling',
      shipping_processor: '1',
      search_provider: 'external',
      stock_dates: 'default_format',
    };

    it.each([
      { param: 'shipping_processor', value: '1', variant: '1' },
      { param: 'shipping_processor', value: '2', variant: '2' },
      { param: 'shipping_processor', value: '3', variant: undefined },
      { param: 'shipping_processor', value: '', variant: undefined },
      { param: 'search_provider', value: 'internal', variant: 'internal' },
      { param: 'search_provider', value: 'external', variant: 'external' },
      { param: 'search_provider', value: 'EXTERNAL', variant: undefined },
      { param: 'recommendation_provider', value: 'internal', variant: 'internal' },
      { param: 'recommendation_provider', value: 'external', variant: 'external' },
      { param: 'recommendation_provider', value: 'personalized', variant: undefined },
      { param: 'stock_dates', value: 'days_date_format', variant: 'days_date_format' },
      { param: 'stock_dates', value: 'default_format', variant: 'default_format' },
      { param: 'stock_dates', value: 'weekly', variant: undefined },
    ])(
      '$param=$value wins over stored and default, or is ignored when invalid',
      ({ param, value, variant }) => {
        const input = aResolveInput({ query: { [param]: value }, config: EXTERNAL_PROVIDERS });

        const fresh = resolveExperiments(input).variants;
        const kept = resolveExperiments({ ...input, stored }).variants;

        expect(fresh).toEqual({ ...EXPERIMENT_DEFAULTS, ...(variant ? { [param]: variant } : {}) });
        expect(kept).toEqual({
          ...EXPERIMENT_DEFAULTS,
          ...stored,
          ...(variant ? { [param]: variant } : {}),
        });
      },
    );

    it('apply together and leave the accessories test alone', () => {
      const query = {
        shipping_processor: '1',
        search_provider: 'external',
        recommendation_provider: 'external',
        stock_dates: 'days_date_format',
        accessories: 'upselling',
      };

      const { variants } = resolveExperiments(
        aResolveInput({ query, config: EXTERNAL_PROVIDERS, random: () => 0 }),
      );

      expect(variants).toEqual({ ...query, accessories: 'original' });
      expect(Object.keys(query).filter((key) => key !== 'accessories')).toEqual([
        ...EXPERIMENT_QUERY_PARAMS,
      ]);
    });

    it('are kept for the session once stored', () => {
      const first = resolveExperiments(
        aResolveInput({ query: { stock_dates: 'days_date_format', shipping_processor: '1' } }),
      );
      const session = storedTextWith(null, first.variants);

      const next = resolveExperiments(
        aResolveInput({ stored: readStoredExperiments(parseTd02(session)), query: { q: 'case' } }),
      );

      expect(next.variants).toMatchObject({
        stock_dates: 'days_date_format',
        shipping_processor: '1',
      });
    });
  });

  describe('external providers', () => {
    it.each([
      {
        name: 'search by query without an external search provider',
        query: { search_provider: 'external' },
        stored: {},
        config: NO_EXTERNAL_PROVIDERS,
        search: 'internal',
        recommendation: 'internal',
      },
      {
        name: 'recommendations by query without an external recommendation provider',
        query: { recommendation_provider: 'external' },
        stored: {},
        config: { externalSearch: true, externalRecommendations: false },
        search: 'internal',
        recommendation: 'internal',
      },
      {
        name: 'search by query with only an external recommendation provider',
        query: { search_provider: 'external', recommendation_provider: 'external' },
        stored: {},
        config: { externalSearch: false, externalRecommendations: true },
        search: 'internal',
        recommendation: 'external',
      },
      {
        name: 'both stored when the providers are no longer configured',
        query: {},
        stored: { search_provider: 'external', recommendation_provider: 'external' },
        config: NO_EXTERNAL_PROVIDERS,
        search: 'internal',
        recommendation: 'internal',
      },
      {
        name: 'both stored with the providers configured',
        query: {},
        stored: { search_provider: 'external', recommendation_provider: 'external' },
        config: EXTERNAL_PROVIDERS,
        search: 'external',
        recommendation: 'external',
      },
      {
        name: 'nothing asked with the providers configured',
        query: {},
        stored: {},
        config: EXTERNAL_PROVIDERS,
        search: 'internal',
        recommendation: 'internal',
      },
    ])(
      'give $search search and $recommendation recommendations for $name',
      ({ query, stored, config, search, recommendation }) => {
        const { variants } = resolveExperiments(aResolveInput({ query, stored, config }));

        expect(variants.search_provider).toBe(search);
        expect(variants.recommendation_provider).toBe(recommendation);
      },
    );
  });
});
