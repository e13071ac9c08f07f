import { createApiClient, type ListingSort } from '@nordshop/api-contract';
import { LOCALE_CODES } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/db/rows-of';
import { startOwnShop, type OwnShop } from '../../testing/own-shop';

// A listing's pages and totals on a catalog of this file's own: every page of a sort in the sort's
// order, the same total on every page whether the page tells it (a page that is not full) or the
// process's count does, and a total and phone model counts that follow a change committed to the
// database although the process keeps them.

const CATEGORY = 991_001;
const BRAND = 991_002;
const MODEL = 991_003;

/** The products the category lists (popularity, price in öre, also for the phone model). */
const LISTED = [
  { key: 'a', popularity: 5, price: 30_000, inModel: true },
  { key: 'b', popularity: 5, price: 10_000, inModel: true },
  { key: 'c', popularity: 3, price: 50_000, inModel: true },
  { key: 'd', popularity: 9, price: 20_000, inModel: false },
  { key: 'e', popularity: 1, price: 40_000, inModel: false },
  { key: 'f', popularity: 9, price: 60_000, inModel: false },
  { key: 'g', popularity: 0, price: 70_000, inModel: false },
] as const;

interface Listed {
  readonly id: number;
  readonly popularity: number;
  readonly price: number;
}

let shop: OwnShop;
let listed: Listed[] = [];

const client = () => createApiClient({ baseUrl: shop.baseUrl, locale: 'sv' });

async function execute(statement: ReturnType<typeof sql>): Promise<void> {
  await shop.database.db.execute(statement);
}

/** A main product in `categories`, with a Swedish name and, unless `price` is null, a Swedish price. */
async function writeProduct(
  key: string,
  popularity: number,
  price: number | null,
  categories: readonly number[],
): Promise<number> {
  const sku = `LT-${key.toUpperCase()}`;
  const [row] = rowsOf<{ id: number }>(
    await shop.database.db.execute(
      sql`insert into products (sku, type, main_sku, group_id, discount_category, popularity, stock_quantity)
          values (${sku}, 1, ${sku}, 991001, 0, ${popularity}, 10) returning id`,
    ),
  );
  const id = row!.id;
  await execute(
    sql`insert into product_texts (product_id, locale, slug, name) values (${id}, 'sv', ${`listningstest-${key}`}, ${`Listningstest ${key}`})`,
  );
  if (price !== null) {
    const prices = JSON.stringify({ n: [{ p: price, q: 1, o: price, d: 0 }], c: [] });
    await execute(
      sql`insert into product_prices (product_id, locale, vat, prices, price) values (${id}, 'sv', 0.25, ${prices}::jsonb, ${price})`,
    );
  }
  for (const category of categories)
    await execute(
      sql`insert into product_categories (product_id, category_id) values (${id}, ${category})`,
    );
  return id;
}

beforeAll(async () => {
  shop = await startOwnShop();
  await execute(sql`insert into categories (id, kind) values (${CATEGORY}, 'type')`);
  await execute(sql`insert into categories (id, kind) values (${BRAND}, 'device_brand')`);
  await execute(
    sql`insert into categories (id, parent_id, kind) values (${MODEL}, ${BRAND}, 'device_model')`,
  );
  for (const locale of LOCALE_CODES)
    for (const [id, name] of [
      [CATEGORY, 'Listningstest'],
      [BRAND, 'Testmärke'],
      [MODEL, 'Testtelefon 1'],
    ] as const)
      await execute(
        sql`insert into category_texts (category_id, locale, name, slug) values (${id}, ${locale}, ${name}, ${name.toLowerCase().replace(/\s/g, '-').replace('ä', 'a')})`,
      );
  listed = [];
  for (const product of LISTED) {
    const categories = product.inModel ? [CATEGORY, MODEL] : [CATEGORY];
    const id = await writeProduct(product.key, product.popularity, product.price, categories);
    listed.push({ id, popularity: product.popularity, price: product.price });
  }
  // In the category but without a Swedish price: the Swedish storefront does not list it.
  await writeProduct('unpriced', 100, null, [CATEGORY, MODEL]);
});

afterAll(async () => {
  await shop?.close();
});

/** The ids in the order of a sort, as the listing must answer them. */
const EXPECTED: Readonly<Partial<Record<ListingSort, (a: Listed, b: Listed) => number>>> = {
  popular: (a, b) => b.popularity - a.popularity || a.id - b.id,
  price_asc: (a, b) => a.price - b.price || a.id - b.id,
  price_desc: (a, b) => b.price - a.price || a.id - b.id,
};

describe('a category listing page by page', () => {
  it.each(
    (Object.keys(EXPECTED) as ListingSort[]).flatMap((sort) =>
      [1, 3, 7, 10].map((perPage) => ({ sort, perPage })),
    ),
  )(
    'lists every product once in the order of $sort, $perPage per page, with the total on each page',
    async ({ sort, perPage }) => {
      const ids: number[] = [];
      // One page past the last: an empty page still tells the total.
      const pages = Math.ceil(LISTED.length / perPage) + 1;
      for (let page = 1; page <= pages; page += 1) {
        const answer = await client().categoryListing({
          path: 'listningstest',
          sort,
          per_page: perPage,
          page,
        });
        expect(answer.total, `page ${page}`).toBe(LISTED.length);
        ids.push(...answer.products.map((p) => p.id));
      }
      expect(ids).toEqual([...listed].sort(EXPECTED[sort]).map((p) => p.id));
    },
  );

  it('counts the products of a phone model among those the storefront lists', async () => {
    const answer = await client().categoryListing({ path: 'listningstest', per_page: 2 });
    const count = answer.phone_models.find((m) => m.slug === 'testtelefon-1')?.count;
    expect(count).toBe(LISTED.filter((p) => p.inModel).length);
    const filtered = await client().categoryListing({
      path: 'listningstest',
      phone_model: 'testtelefon-1',
      per_page: 2,
    });
    expect(filtered.total).toBe(count);
  });
});

describe('totals kept by the process', () => {
  it('follow a product added to the category and its phone model, then removed', async () => {
    const totals = async () => {
      const answer = await client().categoryListing({ path: 'listningstest', per_page: 2 });
      const model = answer.phone_models.find((m) => m.slug === 'testtelefon-1');
      return { total: answer.total, model: model?.count };
    };
    const before = await totals();
    expect(before.total).toBe(LISTED.length);

    const added = await writeProduct('added', 2, 15_000, [CATEGORY, MODEL]);
    await expect
      .poll(totals, { timeout: 5_000, interval: 50 })
      .toEqual({ total: before.total + 1, model: before.model! + 1 });

    await execute(sql`delete from products where id = ${added}`);
    await expect.poll(totals, { timeout: 5_000, interval: 50 }).toEqual(before);
  });
});
