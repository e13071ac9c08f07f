import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/database';
import { rowsOf } from '../platform/db/rows-of';
import { modelScopedQuery } from './search-query';
import { MODEL_HITS } from './model-statements';
import { HITS } from './search-statements';
import { SEARCH_HIT_BOUND } from './statement-parts';
import { openMigratedDatabase } from '../../testing/migrated-database';

// A search naming a device model (decision 024) on a catalog of the test's own: 6,000 Swedish main
// products, product i the (i+1)-th most popular. The even ones mention the model "Phone 15"
// (category 900), every fourth is listed under it. Written least popular first, so that the
// full-text index's own order is not the order of popularity.
const PRODUCTS = 6_000;
const MODEL = 900;
const mentions = (i: number) => i % 2 === 0;
const WORDS: Record<string, (i: number) => boolean> = {
  // dense among the model's most popular: half of its products
  alfa: (i) => i % 4 === 0,
  // 100 in all
  gamma: (i) => i % 60 === 0,
  // 500 of the model's products, none among its 2,000 most popular
  beta: (i) => i >= 4000 && i % 4 === 2,
  // only on products that do not mention the model
  delta: (i) => i % 30 === 1,
};
const having = (word: string) =>
  Array.from({ length: PRODUCTS }, (_, i) => i).filter((i) => WORDS[word]!(i));

let database: Database;

const run = (text: string) => database.db.execute(sql.raw(text));

beforeAll(async () => {
  database = await openMigratedDatabase();
  await run(
    `insert into categories (id, kind) values (901, 'device_brand'), (${MODEL}, 'device_model')`,
  );
  await run(`insert into category_texts (category_id, locale, name, slug)
    values (901, 'sv', 'Fonmaker', 'fonmaker'), (${MODEL}, 'sv', 'Phone 15', 'phone-15')`);
  const cases = Object.entries(WORDS)
    .map(([word, rule]) => {
      const test = rule.toString().replace(/^\(i\) => /, '');
      return `case when ${test.replaceAll('===', '=').replaceAll('&&', 'and')} then '${word}' end`;
    })
    .join(', ');
  await run(`insert into products (id, sku, main_sku, group_id, discount_category, popularity)
    select i, 'T' || i, 'T' || i, 1, 1, ${PRODUCTS} - i from generate_series(0, ${PRODUCTS - 1}) i`);
  await run(`insert into product_texts (product_id, locale, slug, name, popularity)
    select i, 'sv', 't-' || i,
      concat_ws(' ', 'Skal', case when i % 2 = 0 then 'för Phone 15' end, ${cases}), ${PRODUCTS} - i
    from generate_series(${PRODUCTS - 1}, 0, -1) i`);
  await run(`insert into product_categories (product_id, category_id)
    select i, ${MODEL} from generate_series(0, ${PRODUCTS - 1}, 4) i`);
}, 120_000);

afterAll(async () => {
  await database.close();
});

async function tsquery(text: string): Promise<string> {
  const [row] = rowsOf<{ query: string }>(
    await database.db.execute(sql`select to_tsquery('nordshop_sv', ${text})::text as query`),
  );
  return row!.query;
}

/** Every hit of a search naming the model, page by page (100 a page), and the total it answers. */
async function modelHits(word: string | null): Promise<{ ids: number[]; total: number }> {
  const match = await tsquery(word === null ? 'phone & 15' : `${word} & phone & 15`);
  // The search's other words over the model's documents, as the API writes them.
  const scoped =
    word === null
      ? null
      : modelScopedQuery(
          { groups: [{ query: await tsquery(word), model: false, stem: '' }] },
          { id: MODEL, stems: [] },
        );
  const ids: number[] = [];
  let total = 0;
  for (let offset = 0; offset < SEARCH_HIT_BOUND; offset += 100) {
    const rows = await database.run<{ total: number; id: number | null }>(MODEL_HITS.sv, [
      match,
      match,
      Math.min(100, SEARCH_HIT_BOUND - offset),
      offset,
      await tsquery('15'),
      [MODEL],
      false,
      scoped,
    ]);
    total = rows[0]!.total;
    ids.push(...rows.flatMap((row) => (row.id === null ? [] : [row.id])));
  }
  return { ids, total };
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

describe('the documents of a device model (product_model_texts)', () => {
  it('hold every main product that mentions the model, and whether it is listed there', async () => {
    const rows = rowsOf<{ product_id: number; listed: boolean }>(
      await run(
        `select product_id, listed from product_model_texts where category_id = ${MODEL} and locale = 'sv'`,
      ),
    );
    const expected = Array.from({ length: PRODUCTS }, (_, i) => i).filter(mentions);
    expect(sorted(rows.map((row) => row.product_id))).toEqual(expected);
    for (const row of rows) expect(row.listed).toBe(row.product_id % 4 === 0);
  });
});

describe('a search naming one device model: at most SEARCH_HIT_BOUND hits, counted exactly up to it', () => {
  it('with fewer matches answers every one, as the full-text index finds them', async () => {
    const { ids, total } = await modelHits('gamma');
    expect(total).toBe(having('gamma').length);
    expect(sorted(ids)).toEqual(having('gamma'));
    const [whole] = await database.run<{ total: number }>(HITS.sv, [
      await tsquery('gamma & phone & 15'),
      await tsquery('gamma'),
      1,
      0,
      null,
      [],
      false,
    ]);
    expect(whole!.total).toBe(total);
  });

  it('with matches dense among the model’s most popular answers the most popular ones', async () => {
    const { ids, total } = await modelHits('alfa');
    expect(total).toBe(SEARCH_HIT_BOUND);
    expect(sorted(ids)).toEqual(having('alfa').slice(0, SEARCH_HIT_BOUND));
  });

  it('with more matches, none among the model’s most popular, answers as many distinct ones', async () => {
    const { ids, total } = await modelHits('beta');
    expect(total).toBe(SEARCH_HIT_BOUND);
    expect(new Set(ids).size).toBe(SEARCH_HIT_BOUND);
    for (const id of ids) expect(WORDS.beta!(id)).toBe(true);
  });

  it('with no word besides the model answers its most popular products, listed ones first', async () => {
    const { ids, total } = await modelHits(null);
    expect(total).toBe(SEARCH_HIT_BOUND);
    const popular = Array.from({ length: PRODUCTS }, (_, i) => i)
      .filter(mentions)
      .slice(0, SEARCH_HIT_BOUND);
    expect(sorted(ids)).toEqual(popular);
    const listed = popular.filter((i) => i % 4 === 0).length;
    expect(ids.slice(0, listed).every((i) => i % 4 === 0)).toBe(true);
  });

  it('with a word only products without the model have answers nothing', async () => {
    expect(await modelHits('delta')).toEqual({ ids: [], total: 0 });
  });
});

describe('product_model_texts follows the catalog', () => {
  let db: Database;
  const exec = (text: string) => db.db.execute(sql.raw(text));
  const rows = async () =>
    rowsOf<{ locale: string; category_id: number; product_id: number; listed: boolean }>(
      await exec(
        `select locale, category_id, product_id, listed from product_model_texts order by 1, 2, 3`,
      ),
    );

  beforeAll(async () => {
    db = await openMigratedDatabase();
    await exec(`insert into categories (id, kind) values (1, 'device_model'), (2, 'device_model')`);
    await exec(`insert into category_texts (category_id, locale, name, slug) values
      (1, 'sv', 'Galaxy S24', 'galaxy-s24'), (1, 'nl', 'Galaxy S24', 'galaxy-s24'),
      (2, 'sv', 'iPhone 15', 'iphone-15')`);
    await exec(`insert into products (id, sku, main_sku, group_id, discount_category, popularity, parent_id)
      values (1, 'A', 'A', 1, 1, 10, null), (2, 'B', 'B', 1, 1, 20, null), (3, 'C', 'C', 1, 1, 30, null),
             (4, 'D', 'D', 1, 1, 40, 1)`);
    await exec(`insert into product_texts (product_id, locale, slug, name, popularity, is_main) values
      (1, 'sv', 'a', 'Skal för Galaxy S 24', 10, true), (1, 'nl', 'a', 'Hoesje Galaxy S24', 10, true),
      (2, 'sv', 'b', 'Laddare för iPhones 15', 20, true), (3, 'sv', 'c', 'Kabel', 30, true),
      (4, 'sv', 'd', 'Skal för Galaxy S24 svart', 40, false)`);
    await exec(`insert into product_categories (product_id, category_id) values (1, 1)`);
  }, 60_000);

  afterAll(async () => {
    await db.close();
  });

  it('takes in a product mentioning a model by its words, inflected or written apart, never a variation', async () => {
    expect(await rows()).toEqual([
      { locale: 'nl', category_id: 1, product_id: 1, listed: true },
      { locale: 'sv', category_id: 1, product_id: 1, listed: true },
      { locale: 'sv', category_id: 2, product_id: 2, listed: false },
    ]);
  });

  it('follows a product’s new name, popularity and listing', async () => {
    await exec(
      `update product_texts set name = 'Kabel för iPhone 15', popularity = 31 where product_id = 3`,
    );
    await exec(`update product_texts set name = 'Skal' where product_id = 1 and locale = 'nl'`);
    await exec(`insert into product_categories (product_id, category_id) values (2, 2)`);
    await exec(`delete from product_categories where product_id = 1`);
    expect(await rows()).toEqual([
      { locale: 'sv', category_id: 1, product_id: 1, listed: false },
      { locale: 'sv', category_id: 2, product_id: 2, listed: true },
      { locale: 'sv', category_id: 2, product_id: 3, listed: false },
    ]);
    const [row] = rowsOf<{ popularity: number }>(
      await exec(`select popularity from product_model_texts where product_id = 3`),
    );
    expect(row!.popularity).toBe(31);
  });

  it('follows a model’s new name and kind, and a product’s removal', async () => {
    await exec(`update category_texts set name = 'Galaxy S25' where category_id = 1`);
    await exec(`update categories set kind = 'type' where id = 2`);
    expect(await rows()).toEqual([]);
    await exec(`update category_texts set name = 'Galaxy S24' where category_id = 1`);
    await exec(`update categories set kind = 'device_model' where id = 2`);
    await exec(`delete from products where id = 2`);
    expect(await rows()).toEqual([
      { locale: 'sv', category_id: 1, product_id: 1, listed: false },
      { locale: 'sv', category_id: 2, product_id: 3, listed: false },
    ]);
  });
});
