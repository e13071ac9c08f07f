import { type Category } from '@nordshop/api-contract';
import { LOCALE_CODES } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { TAG_SEEDS } from '../seed/data/tags';
import { sharedApi } from '../testing/shared-api';

// The seeded demo catalog as shoppers meet it (decision 030): every menu link lists products,
// names tell products apart, and a product's rating is its reviews.
const api = sharedApi();

/** The product tags behind the menu's quick links (spec section 2). */
const QUICK_LINK_TAGS = ['bestseller', 'offers', 'used', 'inspiration'] as const;

/** Every category of a tree the menus show (show_in_menu), with the path of its page. */
function menuCategories(tree: readonly Category[]): Category[] {
  return tree
    .filter((category) => category.show_in_menu)
    .flatMap((category) => [category, ...menuCategories(category.children)]);
}

describe('the seeded demo catalog', () => {
  it('lists products on the page of every category the menus show (mega menu, rows, mobile brands)', async () => {
    const tree = await api.client('sv').productCategories();
    const categories = menuCategories(tree);
    expect(categories.filter((c) => c.kind === 'device_brand').map((c) => c.slug)).toEqual([
      'apple',
      'google-pixel',
      'huawei',
      'motorola',
      'oneplus',
      'samsung',
      'sony',
      'universal',
      'xiaomi',
      'others',
    ]);
    const empty: string[] = [];
    for (const category of categories) {
      const path = category.hierarchy.map((entry) => entry.slug).join('/');
      const listing = await api.client('sv').categoryListing({ path, per_page: 1 });
      if (listing.total === 0) empty.push(path);
    }
    expect(empty).toEqual([]);
  });

  it('gives phone makers no category of products that fit any phone (memory cards, gift cards)', async () => {
    const rows = await api.sql<{ name: string }>(
      `select t.name from categories c join category_texts t on t.category_id = c.id and t.locale = 'sv'
       where c.kind = 'type' and c.parent_id in (select id from categories where parent_id is not null)
         and (t.name like 'Minneskort %' or t.name like 'Presentkort %' or t.name like 'Laddare %')`,
    );
    expect(rows).toEqual([]);
  });

  it.each(LOCALE_CODES)(
    'lists products behind the quick links of the %s menu: bestsellers, offers, used, inspiration',
    async (locale) => {
      const tags = [];
      for (const key of QUICK_LINK_TAGS) {
        const id = TAG_SEEDS.findIndex((tag) => tag.key === key) + 1;
        const [row] = await api.sql<{ slug: string }>(
          `select slug from tag_texts where tag_id = ${id} and locale = '${locale}'`,
        );
        tags.push({ key, slug: row!.slug });
      }
      for (const tag of tags) {
        const listing = await api.client(locale).tagListing(tag.slug, { per_page: 1 });
        expect({ tag: tag.key, empty: listing.total === 0 }).toEqual({
          tag: tag.key,
          empty: false,
        });
      }
    },
  );

  it('gives no two products of a storefront the same name', async () => {
    const repeated = await api.sql<{ locale: string; name: string; n: number }>(
      `select t.locale, t.name, count(*)::int as n from products p join product_texts t on t.product_id = p.id
       where p.parent_id is null and p.sku not like 'NS-TST-%'
       group by t.locale, t.name having count(*) > 1`,
    );
    expect(repeated).toEqual([]);
  });

  it('rates every product by its reviews: their count and average with one decimal', async () => {
    const wrong = await api.sql<{ id: number }>(
      `select p.id from products p
       left join (select product_id, count(*)::int as n, round(avg(rating), 1)::float8 as score
                  from product_reviews group by product_id) r on r.product_id = p.id
       where p.rating_count <> coalesce(r.n, 0) or p.rating_score <> coalesce(r.score, 0)`,
    );
    expect(wrong).toEqual([]);
    const [rated] = await api.sql<{ n: number }>(
      `select count(*)::int as n from products where parent_id is null and rating_count > 0`,
    );
    expect(rated!.n).toBeGreaterThan(1_000);
  });

  it('writes every review in all five languages', async () => {
    const [missing] = await api.sql<{ n: number }>(
      `select count(*)::int as n from product_reviews
       where not (texts ? 'sv' and texts ? 'no' and texts ? 'da' and texts ? 'fi' and texts ? 'nl')
          or texts->'sv'->>'body' = '' or texts->'fi'->>'title' = ''`,
    );
    expect(missing!.n).toBe(0);
  });
});
