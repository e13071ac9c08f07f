import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import { STANDARD_VAT_RATES } from '../src/catalog/vat-rates';
import type { Db } from '../src/platform/db/database';
import { rowsOf } from '../src/platform/db/rows-of';

/** One-unit price of every order fixture product, minor units incl. VAT. */
export const FIXTURE_PRICES: Readonly<Record<LocaleCode, number>> = {
  sv: 19_900,
  no: 24_900,
  da: 14_900,
  fi: 1_990,
  nl: 1_790,
};

/**
 * Products the order tests buy, one SKU per concern so test files running side by side never
 * share stock. They are written before any test runs (global setup), so catalog counts other
 * tests compare stay consistent; they sit in no visible category and match no search word.
 */
export const ORDER_FIXTURES = {
  /** Plenty in stock: for tests that only look at prices and answers. */
  plain: { sku: 'NS-TST-PLAIN', stock: 1_000_000, status: 'in-stock', max: null },
  /** In stock; tests read how much stock an order took. */
  stock: { sku: 'NS-TST-STOCK', stock: 1_000, status: 'in-stock', max: null },
  /** The concurrency test sets its stock to the last few units. */
  lastUnits: { sku: 'NS-TST-LAST', stock: 0, status: 'in-stock', max: null },
  /** The PostgreSQL multi-server test sets its stock to the last few units. */
  lastUnitsPg: { sku: 'NS-TST-LAST-PG', stock: 0, status: 'in-stock', max: null },
  /** In the hidden category {@link FIXTURE_CATEGORY} that a fixture customer gets a discount on. */
  discounted: { sku: 'NS-TST-CATEGORY', stock: 1_000_000, status: 'in-stock', max: null },
  /** Out of stock: back-order without a presale date. */
  backOrder: { sku: 'NS-TST-BACKORDER', stock: 0, status: 'back-order', max: null },
  /** At most three per order. */
  maxThree: { sku: 'NS-TST-MAX3', stock: 1_000, status: 'in-stock', max: 3 },
  /** The order limit and bound tests (order-limits.test.ts) buy and count this one. */
  limited: { sku: 'NS-TST-LIMITS', stock: 300, status: 'in-stock', max: null },
  /** The unpaid-hold test (orders-unpaid-holds.test.ts) holds and releases its units. */
  held: { sku: 'NS-TST-HELD', stock: 100, status: 'in-stock', max: null },
  /** The PostgreSQL soak of one popular product (orders-hot-product.pg.test.ts). */
  hotPg: { sku: 'NS-TST-HOT-PG', stock: 0, status: 'in-stock', max: null },
} as const;

/** The id of the category (without texts, so no storefront shows it) of ORDER_FIXTURES.discounted. */
export const FIXTURE_CATEGORY_ID = 990_001;

/** Writes the order fixture products (all five storefronts, one price tier) and their hidden category. */
export async function seedOrderFixtures(db: Db): Promise<void> {
  await db.execute(
    sql`insert into categories (id, kind, show_in_menu) values (${FIXTURE_CATEGORY_ID}, 'type', false)`,
  );
  for (const [key, fixture] of Object.entries(ORDER_FIXTURES)) {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into products (sku, type, main_sku, group_id, discount_category, stock_status, stock_quantity, max_order_quantity)
            values (${fixture.sku}, 1, ${fixture.sku}, 990001, 0, ${fixture.status}, ${fixture.stock}, ${fixture.max}) returning id`,
      ),
    );
    if (!row) throw new Error(`fixture ${fixture.sku} was not written`);
    for (const locale of LOCALE_CODES) {
      const price = FIXTURE_PRICES[locale];
      const prices = JSON.stringify({ n: [{ p: price, q: 1, o: price, d: 0 }], c: [] });
      await db.execute(
        sql`insert into product_texts (product_id, locale, slug, name) values (${row.id}, ${locale}, ${`ordertest-${key.toLowerCase()}`}, ${`Ordertest ${key}`})`,
      );
      await db.execute(
        sql`insert into product_prices (product_id, locale, vat, prices, price) values (${row.id}, ${locale}, ${STANDARD_VAT_RATES[locale]}, ${prices}::jsonb, ${price})`,
      );
    }
    if (key === 'discounted')
      await db.execute(
        sql`insert into product_categories (product_id, category_id) values (${row.id}, ${FIXTURE_CATEGORY_ID})`,
      );
  }
}
