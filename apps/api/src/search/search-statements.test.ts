import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/database';
import { rowsOf } from '../platform/db/rows-of';
import { BROAD_HITS, HITS } from './search-statements';
import { SEARCH_HIT_BOUND } from './statement-parts';
import { openMigratedDatabase } from '../../testing/migrated-database';

// The bounds of decision 024 on a catalog of the test's own: 6,000 Swedish main products, product
// i the (i+1)-th most popular, each word on a known set of them. The least popular are written
// first, so that the full-text index's own order is not the order of popularity.
const PRODUCTS = 6_000;
const WORDS: Record<string, (i: number) => boolean> = {
  // dense among the most popular: a quarter of every stretch
  alfa: (i) => i % 4 === 0,
  // none among the 1,000 most popular, 500 after them
  beta: (i) => i >= 1_000 && i % 10 === 0,
  // 100 in all
  gamma: (i) => i % 60 === 0,
  // 67 among the first 1,000 (dense enough to walk on), 400 in all
  epsilon: (i) => i % 15 === 0,
  // 34 among the first 1,000 (too few to walk on), 200 in all
  delta: (i) => i % 30 === 0,
};
const having = (word: string) =>
  Array.from({ length: PRODUCTS }, (_, i) => i).filter((i) => WORDS[word]!(i));

let database: Database;

beforeAll(async () => {
  database = await openMigratedDatabase();
  const cases = Object.entries(WORDS)
    .map(([word, rule]) => {
      const test = rule.toString().replace(/^\(i\) => /, '');
      return `case when ${test.replaceAll('===', '=').replaceAll('&&', 'and')} then '${word}' end`;
    })
    .join(', ');
  await database.db.execute(
    sql.raw(`insert into products (id, sku, main_sku, group_id, discount_category, popularity)
      select i, 'T' || i, 'T' || i, 1, 1, ${PRODUCTS} - i from generate_series(0, ${PRODUCTS - 1}) i`),
  );
  await database.db.execute(
    sql.raw(`insert into product_texts (product_id, locale, slug, name, popularity)
      select i, 'sv', 't-' || i, concat_ws(' ', 'Tillbehör', ${cases}), ${PRODUCTS} - i
      from generate_series(${PRODUCTS - 1}, 0, -1) i`),
  );
}, 120_000);

afterAll(async () => {
  await database.close();
});

/** Every hit of a statement for a word, page by page (100 a page), and the total it answers. */
async function hits(
  statement: typeof HITS,
  word: string,
): Promise<{ ids: number[]; total: number }> {
  const [{ query }] = rowsOf<{ query: string }>(
    await database.db.execute(sql`select to_tsquery('nordshop_sv', ${word})::text as query`),
  ) as [{ query: string }];
  const ids: number[] = [];
  let total = 0;
  for (let offset = 0; offset < SEARCH_HIT_BOUND; offset += 100) {
    // As the route asks: never a page past the bound.
    const rows = await database.run<{ total: number; id: number | null }>(statement.sv, [
      query,
      query,
      Math.min(100, SEARCH_HIT_BOUND - offset),
      offset,
      null,
      [],
      false,
    ]);
    total = rows[0]!.total;
    ids.push(...rows.flatMap((row) => (row.id === null ? [] : [row.id])));
  }
  return { ids, total };
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

describe('search statements: at most SEARCH_HIT_BOUND hits, counted exactly up to it', () => {
  it.each([
    ['narrow', HITS],
    ['broad', BROAD_HITS],
  ] as const)('a %s search with fewer matches answers every one of them', async (_, statement) => {
    for (const word of ['gamma', 'delta']) {
      const { ids, total } = await hits(statement, word);
      expect(total).toBe(having(word).length);
      expect(sorted(ids)).toEqual(having(word));
    }
  });

  it.each([
    ['narrow', HITS, 'alfa'],
    ['narrow', HITS, 'epsilon'],
    ['broad', BROAD_HITS, 'alfa'],
    ['broad', BROAD_HITS, 'epsilon'],
  ] as const)(
    'a %s search dense among the most popular (%s) answers its most popular matches',
    async (_, statement, word) => {
      const { ids, total } = await hits(statement, word);
      expect(total).toBe(SEARCH_HIT_BOUND);
      expect(sorted(ids)).toEqual(having(word).slice(0, SEARCH_HIT_BOUND));
    },
  );

  it.each([
    ['narrow', HITS],
    ['broad', BROAD_HITS],
  ] as const)(
    'a %s search sparse among the most popular answers as many distinct matches from the index',
    async (_, statement) => {
      const { ids, total } = await hits(statement, 'beta');
      expect(total).toBe(SEARCH_HIT_BOUND);
      expect(new Set(ids).size).toBe(SEARCH_HIT_BOUND);
      for (const id of ids) expect(WORDS.beta!(id)).toBe(true);
    },
  );

  it('ranks the most popular first among products the words match alike', async () => {
    const { ids } = await hits(BROAD_HITS, 'alfa');
    // A longer name matches less well (ts_rank by length): those with the one word alone first.
    const alone = having('alfa').filter((i) =>
      Object.entries(WORDS).every(([word, rule]) => word === 'alfa' || !rule(i)),
    );
    expect(ids.slice(0, 5)).toEqual(alone.slice(0, 5));
  });
});
