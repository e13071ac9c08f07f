import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openMigratedDatabase } from '../../../testing/migrated-database';

// The database's change announcements (decision 023) on an embedded database of the test's own:
// which writes of products empty the caches of every process, and which do not.
let database: Database;
const heard: string[] = [];

beforeAll(async () => {
  database = await openMigratedDatabase();
  database.changes.subscribe((table) => heard.push(table));
}, 120_000);

afterAll(async () => {
  await database.close();
});

/**
 * What the database announces for `statement`: the statement runs, then a write of another table
 * whose announcement comes after any of the statement's (notifications arrive in commit order).
 */
async function announcedFor(statement: string): Promise<string[]> {
  heard.length = 0;
  await database.db.execute(sql.raw(statement));
  await database.db.execute(sql.raw('update hero_slides set id = id where false'));
  for (let waited = 0; !heard.includes('hero_slides'); waited += 10) {
    if (waited > 2_000) throw new Error('the marker was not announced');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return heard.slice(0, heard.indexOf('hero_slides'));
}

describe('announcements of products', () => {
  it.each([
    [
      'a product added',
      `insert into products (id, sku, main_sku, group_id, discount_category, stock_quantity)
        values (9001, 'T-9001', 'T-9001', 1, 1, 10)`,
      ['products'],
    ],
    [
      'an order taking units off stock',
      'update products set stock_quantity = stock_quantity - 2 where id = 9001',
      [],
    ],
    [
      'an order taking the last units (stock runs out)',
      'update products set stock_quantity = stock_quantity - 8 where id = 9001',
      ['products'],
    ],
    [
      'stock filled again by a feed',
      'update products set stock_quantity = 5 where id = 9001',
      ['products'],
    ],
    [
      'a feed changing the units of products that keep some',
      'update products set stock_quantity = stock_quantity + 7 where id = 9001',
      [],
    ],
    ['an update that changes no row', 'update products set popularity = 1 where false', []],
    [
      'a change of stock status',
      `update products set stock_status = 'back-order' where id = 9001`,
      ['products'],
    ],
    [
      'a change of stock and another column together',
      'update products set stock_quantity = 3, popularity = popularity + 1 where id = 9001',
      ['products'],
    ],
    ['a new id', 'update products set id = 9002 where id = 9001', ['products']],
    ['a product removed', 'delete from products where id = 9002', ['products']],
  ])('%s: %j', async (_, statement, expected) => {
    const announced = await announcedFor(statement);
    // A delete cascades to the product's texts, prices and links, which are announced as well.
    if (expected.length === 0) expect(announced).toEqual([]);
    else expect(announced).toEqual(expect.arrayContaining(expected));
  });
});
