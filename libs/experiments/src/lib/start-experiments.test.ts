import { describe, expect, it } from 'vitest';
import {
  EXPERIMENT_DEFAULTS,
  effectiveVariant,
  resolveExperiments,
  startExperiments,
  variantOf,
} from '../index';
import type { ExperimentClient } from '../index';
import { aResolveInput } from '../testing';

/** A client that rejects with `reason`: a remote SDK may reject with plain values, not errors. */
function rejectWith(reason: unknown): ExperimentClient {
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
  return () => Promise.reject(reason);
}

describe('startExperiments', () => {
  it('gives the variants of a client that starts, with no last error', async () => {
    const state = await startExperiments(() =>
      Promise.resolve({ accessories: 'upselling', stock_dates: 'days_date_format' }),
    );

    expect(state).toEqual({
      variants: {
        ...EXPERIMENT_DEFAULTS,
        accessories: 'upselling',
        stock_dates: 'days_date_format',
      },
      lastError: null,
    });
  });

  it('runs a local client', async () => {
    const input = aResolveInput({ random: () => 0.75 });

    const state = await startExperiments(() => resolveExperiments(input).variants);

    expect(variantOf(state, 'accessories')).toBe('upselling');
  });

  it('gives defaults for the missing and invalid variants of a remote answer', async () => {
    const answer = { shipping_processor: '9', header_layout: 'wide' } as never;

    expect(await startExperiments(() => answer)).toEqual({
      variants: EXPERIMENT_DEFAULTS,
      lastError: null,
    });
  });

  it.each<{ name: string; client: ExperimentClient; lastError: string }>([
    {
      name: 'rejects with an error',
      client: () => Promise.reject(new Error('Network error')),
      lastError: 'Network error',
    },
    {
      name: 'throws before it returns a promise',
      client: () => {
        throw new TypeError('client is not a function');
      },
      lastError: 'client is not a function',
    },
    {
      name: 'rejects with an error without a message',
      client: () => Promise.reject(new RangeError()),
      lastError: 'RangeError',
    },
    {
      name: 'rejects with a string',
      client: rejectWith('timeout'),
      lastError: 'timeout',
    },
    {
      name: 'rejects with an object with a message',
      client: rejectWith({ message: 'HTTP 503' }),
      lastError: 'HTTP 503',
    },
    {
      name: 'rejects with nothing',
      client: rejectWith(undefined),
      lastError: 'The experiment client failed to start',
    },
  ])(
    'keeps the last error and gives the defaults when the client $name',
    async ({ client, lastError }) => {
      const state = await startExperiments(client);

      expect(state).toEqual({ variants: EXPERIMENT_DEFAULTS, lastError });
      expect(variantOf(state, 'search_provider')).toBeNull();
      expect(effectiveVariant(state, 'search_provider')).toBe('internal');
      expect(effectiveVariant(state, 'shipping_processor')).toBe('2');
    },
  );
});
