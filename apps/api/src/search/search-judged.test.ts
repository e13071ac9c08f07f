import { ProductsResponseSchema } from '@nordshop/api-contract';
import { STOREFRONTS } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { JUDGED_QUERIES, type JudgedQuery } from '../../testing/judged-queries';
import { sharedApi } from '../../testing/shared-api';

const api = sharedApi();

/** Share of the judged set that must be fully right. */
const REQUIRED_SHARE = 0.95;

/** What a judged query answers: its first three names and whether they match only some words. */
async function answer({ locale, query }: JudgedQuery) {
  const response = await api.get(
    `/api/products?locale=${locale}&sid=${STOREFRONTS[locale].storeID}&limit=3&nc=1&query=${encodeURIComponent(query)}`,
  );
  expect(response.status).toBe(200);
  const body = ProductsResponseSchema.parse(await response.json());
  return {
    names: body.products.map((product) => product.name),
    partial: response.headers.get('x-be-match') === 'partial',
  };
}

/** Why a judged query is not fully right, or null when it is. */
function fault(judged: JudgedQuery, got: { names: string[]; partial: boolean }): string | null {
  if (got.names.length < 3) return `only ${got.names.length} products`;
  const wrong = got.names.filter((name) => !judged.top.test(name));
  if (wrong.length > 0) return `not ${judged.top}: ${wrong.join('; ')}`;
  if (got.partial !== (judged.partial ?? false))
    return got.partial ? 'answered as partial matches' : 'not answered as partial matches';
  return null;
}

describe('the judged search queries', () => {
  it('cover every storefront with at least 60 queries', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60);
    for (const locale of Object.keys(STOREFRONTS))
      expect(JUDGED_QUERIES.filter((judged) => judged.locale === locale).length).toBeGreaterThan(5);
  });

  it(`are at least ${REQUIRED_SHARE * 100} % fully right (the first three products as judged)`, async () => {
    const faults: string[] = [];
    for (const judged of JUDGED_QUERIES) {
      const problem = fault(judged, await answer(judged));
      if (problem) faults.push(`${judged.locale} "${judged.query}" (${judged.why}): ${problem}`);
    }
    const right = JUDGED_QUERIES.length - faults.length;
    expect(right / JUDGED_QUERIES.length, faults.join('\n')).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });

  // The searches that once went wrong each answer as a shopper expects.
  it.each([
    { locale: 'sv', query: 'iphone15 skal' },
    { locale: 'sv', query: 'tradlosa laddare' },
    { locale: 'fi', query: 'naytonsuoja' },
    { locale: 'sv', query: 'batteri iphone 12' },
  ] as const)('answers $locale "$query" fully right', async ({ locale, query }) => {
    const judged = JUDGED_QUERIES.find((q) => q.locale === locale && q.query === query)!;
    expect(fault(judged, await answer(judged))).toBeNull();
  });
});
