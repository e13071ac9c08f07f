import { parseTd02 } from '@nordshop/browser-state';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  ACCESSORIES_VARIANTS,
  EXPERIMENTS,
  EXPERIMENT_DEFAULTS,
  isExperimentName,
  readStoredExperiments,
  resolveExperiments,
} from '../index';
import type { ExperimentConfig } from '../index';
import { aResolveInput, storedTextWith } from '../testing';

const EXTERNAL_PROVIDERS: ExperimentConfig = {
  externalSearch: true,
  externalRecommendations: true,
};

describe('resolveExperiments', () => {
  describe('a first visit', () => {
    it.each([
      { name: 'a draw of 0 picks original', random: 0, accessories: 'original' },
      { name: 'a draw of 0.4999 picks original', random: 0.4999, accessories: 'original' },
      { name: 'a draw of 0.5 picks upselling', random: 0.5, accessories: 'upselling' },
      { name: 'a draw of 0.9999 picks upselling', random: 0.9999, accessories: 'upselling' },
    ])('$name and gives every other experiment its default', ({ random, accessories }) => {
      expect(resolveExperiments(aResolveInput({ random: () => random }))).toEqual({
        variants: { ...EXPERIMENT_DEFAULTS, accessories },
        lastError: null,
      });
    });

    it('draws once', () => {
      const random = vi.fn(() => 0.7);

      resolveExperiments(aResolveInput({ random }));

      expect(random).toHaveBeenCalledOnce();
    });
  });

  describe('stored variants', () => {
    it('win over a fresh draw, which is not made', () => {
      const random = vi.fn(() => 0.9);
      const stored = {
        accessories: 'original',
        shipping_processor: '1',
        stock_dates: 'days_date_format',
      };

      const { variants } = resolveExperiments(aResolveInput({ stored, random }));

      expect(variants).toEqual({ ...EXPERIMENT_DEFAULTS, ...stored });
      expect(random).not.toHaveBeenCalled();
    });

    it('are dropped when invalid or unknown, so a fresh choice is made', () => {
      const stored = {
        accessories: 'control',
        shipping_processor: 2,
        stock_dates: 'weekly',
        header_layout: 'wide',
      };

      const { variants } = resolveExperiments(aResolveInput({ stored, random: () => 0.6 }));

      expect(variants).toEqual({ ...EXPERIMENT_DEFAULTS, accessories: 'upselling' });
    });

    it.each([
      { name: 'null', stored: null },
      { name: 'a string', stored: 'upselling' },
      { name: 'an array', stored: ['upselling'] },
    ])('are ignored when the stored value is $name', ({ stored }) => {
      expect(resolveExperiments(aResolveInput({ stored })).variants).toEqual(EXPERIMENT_DEFAULTS);
    });

    it('keep the draw across visits through session storage, beside the discount and orders', () => {
      const first = resolveExperiments(aResolveInput({ random: () => 0.8 }));
      const session = storedTextWith(
        '{"discount":{"code":"SUMMER10"},"orders":{"7":"t"}}',
        first.variants,
      );

      const second = resolveExperiments(
        aResolveInput({ stored: readStoredExperiments(parseTd02(session)), random: () => 0.1 }),
      );

      expect(second.variants).toEqual(first.variants);
      expect(second.variants.accessories).toBe('upselling');
      expect(JSON.parse(session)).toMatchObject({
        discount: { code: 'SUMMER10' },
        orders: { 7: 't' },
      });
    });
  });

  describe('domains', () => {
    const everything = {
      stored: { accessories: 'upselling', shipping_processor: '1' },
      query: { stock_dates: 'days_date_format', search_provider: 'external' },
      config: EXTERNAL_PROVIDERS,
    };

    it.each([
      { name: 'a listed domain', domain: 'nordshop.se', activeDomains: ['nordshop.se'] },
      {
        name: 'a listed domain with a port',
        domain: 'nordshop.se:3000',
        activeDomains: ['nordshop.se'],
      },
      { name: 'any domain with an empty list', domain: 'preview.example', activeDomains: [] },
    ])('run the experiments on $name', ({ domain, activeDomains }) => {
      const { variants } = resolveExperiments(
        aResolveInput({ ...everything, domain, activeDomains }),
      );

      expect(variants).toEqual({
        ...EXPERIMENT_DEFAULTS,
        accessories: 'upselling',
        shipping_processor: '1',
        stock_dates: 'days_date_format',
        search_provider: 'external',
      });
    });

    it('give every default on another domain and draw nothing', () => {
      const random = vi.fn(() => 0.9);

      const state = resolveExperiments(
        aResolveInput({
          ...everything,
          random,
          domain: 'nordshop.fi',
          activeDomains: ['nordshop.se'],
        }),
      );

      expect(state).toEqual({ variants: EXPERIMENT_DEFAULTS, lastError: null });
      expect(random).not.toHaveBeenCalled();
    });
  });

  describe('properties', () => {
    const aDraw = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

    it('draws accessories as one of its two variants and keeps it once stored', () => {
      fc.assert(
        fc.property(aDraw, aDraw, (firstDraw, laterDraw) => {
          const first = resolveExperiments(aResolveInput({ random: () => firstDraw })).variants
            .accessories;
          const session = storedTextWith(null, { accessories: first });
          const later = resolveExperiments(
            aResolveInput({
              stored: readStoredExperiments(parseTd02(session)),
              random: () => laterDraw,
            }),
          );
          return ACCESSORIES_VARIANTS.includes(first) && later.variants.accessories === first;
        }),
      );
    });

    it('gives every experiment one of its options for any stored value and query', () => {
      const aValue = fc.oneof(
        fc.anything(),
        ...Object.values(EXPERIMENTS).map((options) => fc.constantFrom(...options)),
      );
      const aRecord = fc.dictionary(fc.constantFrom(...Object.keys(EXPERIMENTS), 'q'), aValue);
      fc.assert(
        fc.property(
          fc.oneof(fc.anything(), aRecord),
          aRecord,
          fc.boolean(),
          fc.boolean(),
          aDraw,
          (stored, query, externalSearch, externalRecommendations, draw) => {
            const { variants } = resolveExperiments(
              aResolveInput({
                stored,
                query,
                config: { externalSearch, externalRecommendations },
                random: () => draw,
              }),
            );
            return (
              Object.entries(variants).every(
                ([name, value]) =>
                  isExperimentName(name) &&
                  (EXPERIMENTS[name] as readonly string[]).includes(value),
              ) &&
              (externalSearch || variants.search_provider === 'internal') &&
              (externalRecommendations || variants.recommendation_provider === 'internal')
            );
          },
        ),
      );
    });
  });
});
