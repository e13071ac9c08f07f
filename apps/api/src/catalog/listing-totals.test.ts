import { createApiClient, type ListingSort } from '@nordshop/api-contract';
import { LOCALE_CODES } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../platform/db/rows-of';
import { listProductIds } from './listing';
import { startOwnShop, type OwnShop } from '../../testing/own-shop';

// A listing's pages and totals on a catalog of this file's own: every page of a sort in the sort's
// order, the same total on every page whether the page tells it (a page that is not full) or the
// process's count does, and a total and phone model counts that follow a change committed to the
// database although the process keeps them.

const CATEGORY = 991_001;
const BRAND = 991_002;
const MODEL = 991_003;

/**
 * The products the category lists: popularity, price in öre, name, new or not, days since it was
 * added, rating and number of ratings, and whether it fits the phone model. Ties in every sort
 * but the name's, so that the order's last key counts too.
 */
interface Fixture {
  readonly key: string;
  readonly popularity: number;
  readonly price: number;
  readonly name: string;
  readonly isNew: boolean;
  readonly days: number;
  readonly rating: number;
  readonly ratings: number;
  readonly inModel: boolean;
}

const LISTED: readonly Fixture[] = [
  {
    key: 'a',
    popularity: 5,
    price: 30_000,
    name: 'Skal',
    isNew: true,
    days: 3,
    rating: 4.5,
    ratings: 10,
    inModel: true,
  },
  {
    key: 'b',
    popularity: 5,
    price: 10_000,
    name: 'Laddare',
    isNew: false,
    days: 1,
    rating: 4.5,
    ratings: 12,
    inModel: true,
  },
  {
    key: 'c',
    popularity: 3,
    price: 50_000,
    name: 'Kabel',
    isNew: true,
    days: 3,
    rating: 3,
    ratings: 2,
    inModel: true,
  },
  {
    key: 'd',
    popularity: 9,
    price: 20_000,
    name: 'Batteri',
    isNew: false,
    days: 9,
    rating: 4.5,
    ratings: 10,
    inModel: false,
  },
  {
    key: 'e',
    popularity: 1,
    price: 40_000,
    name: 'Adapter',
    isNew: true,
    days: 0,
    rating: 0,
    ratings: 0,
    inModel: false,
  },
  {
    key: 'f',
    popularity: 9,
    price: 60_000,
    name: 'Hörlurar',
    isNew: false,
    days: 1,
    rating: 5,
    ratings: 1,
    inModel: false,
  },
  {
    key: 'g',
    popularity: 0,
    price: 30_000,
    name: 'Glas',
    isNew: false,
    days: 5,
    rating: 0,
    ratings: 0,
    inModel: false,
  },
];

interface Listed extends Fixture {
  readonly id: number;
}

let shop: OwnShop;
let listed: Listed[] = [];

const client = () => createApiClient({ baseUrl: shop.baseUrl, locale: 'sv' });

async function execute(statement: ReturnType<typeof sql>): Promise<void> {
  await shop.database.db.execute(statement);
}

/** A main product in `categories`, with a Swedish name and, unless `price` is null, a Swedish price. */
async function writeProduct(
  product: Pick<
    Fixture,
    'key' | 'popularity' | 'name' | 'isNew' | 'days' | 'rating' | 'ratings'
  > & {
    readonly price: number | null;
  },
  categories: readonly number[],
): Promise<number> {
  const sku = `LT-${product.key.toUpperCase()}`;
  const [row] = rowsOf<{ id: number }>(
    await shop.database.db.execute(
      sql`insert into products (sku, type, main_sku, group_id, discount_category, popularity, stock_quantity,
            is_new, created_at, rating_score, rating_count)
          values (${sku}, 1, ${sku}, 991001, 0, ${product.popularity}, 10, ${product.isNew},
            now() - make_interval(days => ${product.days}), ${product.rating}, ${product.ratings}) returning id`,
    ),
  );
  const id = row!.id;
  await execute(
    sql`insert into product_texts (product_id, locale, slug, name) values (${id}, 'sv', ${`listningstest-${product.key}`}, ${product.name})`,
  );
  if (product.price !== null) {
    const prices = JSON.stringify({
      n: [{ p: product.price, q: 1, o: product.price, d: 0 }],
      c: [],
    });
    await execute(
      sql`insert into product_prices (product_id, locale, vat, prices, price) values (${id}, 'sv', 0.25, ${prices}::jsonb, ${product.price})`,
    );
  }
  for (const category of categories)
    await execute(
      sql`insert into product_categories (product_id, category_id) values (${id}, ${category})`,
    );
  return id;
}

const UNLISTED = {
  popularity: 100,
  name: 'Utan pris',
  isNew: true,
  days: 0,
  rating: 5,
  ratings: 99,
};

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
    listed.push({ ...product, id: await writeProduct(product, categories) });
  }
  // In the category but without a Swedish price: the Swedish storefront does not list it.
  await writeProduct({ ...UNLISTED, key: 'unpriced', price: null }, [CATEGORY, MODEL]);
});

afterAll(async () => {
  await shop?.close();
});

/** The ids in the order of a sort, as the listing must answer them. */
const EXPECTED: Readonly<Record<ListingSort, (a: Listed, b: Listed) => number>> = {
  popular: (a, b) => b.popularity - a.popularity || a.id - b.id,
  price_asc: (a, b) => a.price - b.price || a.id - b.id,
  price_desc: (a, b) => b.price - a.price || a.id - b.id,
  newest: (a, b) => Number(b.isNew) - Number(a.isNew) || a.days - b.days || b.id - a.id,
  rating: (a, b) => b.rating - a.rating || b.ratings - a.ratings || a.id - b.id,
  name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id),
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

  it.each(
    (Object.keys(EXPECTED) as ListingSort[]).flatMap((sort) =>
      [
        { way: 'read in the order an index matches', from: 0 },
        { way: 'sorted', from: Number.POSITIVE_INFINITY },
      ].map(({ way, from }) => ({ sort, way, from })),
    ),
  )('gives the order of $sort $way', async ({ sort, from }) => {
    const ids: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = await listProductIds(
        shop.database,
        'sv',
        { categoryId: CATEGORY },
        { page, per_page: 3, sort },
        from,
      );
      expect(answer.total).toBe(LISTED.length);
      ids.push(...answer.ids);
    }
    expect(ids).toEqual([...listed].sort(EXPECTED[sort]).map((p) => p.id));
  });

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

    const added = await writeProduct(
      { ...UNLISTED, key: 'added', name: 'Tillagd', price: 15_000 },
      [CATEGORY, MODEL],
    );
    await expect
      .poll(totals, { timeout: 5_000, interval: 50 })
      .toEqual({ total: before.total + 1, model: before.model! + 1 });

    await execute(sql`delete from products where id = ${added}`);
    await expect.poll(totals, { timeout: 5_000, interval: 50 }).toEqual(before);
  });
});
