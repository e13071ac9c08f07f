import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database';
import { queryRows } from '../src/platform/db/query';
import { addModelReleases } from './add-model-releases';
import { openMigratedDatabase } from '../testing/migrated-database';

let database: Database;

beforeAll(async () => {
  database = await openMigratedDatabase();
});

afterAll(async () => {
  await database.close();
});

async function releasedOn(id: number): Promise<string | null> {
  const [row] = await queryRows<{ released_on: string | null }>(
    database.db,
    sql`select released_on::text from categories where id = ${id}`,
  );
  return row?.released_on ?? null;
}

describe('addModelReleases', () => {
  it('gives the seeded models of an older database their release month and keeps a set one', async () => {
    await database.db.execute(sql`insert into categories (id, kind) values
      (9001, 'device_model'), (9002, 'device_model'), (9003, 'device_model')`);
    await database.db.execute(
      sql`update categories set released_on = '2020-01-01' where id = 9003`,
    );
    await database.db
      .execute(sql`insert into category_texts (category_id, locale, name, slug) values
      (9001, 'sv', 'iPhone 15 Pro', 'iphone-15-pro'),
      (9002, 'sv', 'Eget märke', 'eget-marke'),
      (9003, 'sv', 'Galaxy S24', 'galaxy-s24')`);

    expect(await addModelReleases(database.db)).toBe(1);

    expect(await releasedOn(9001)).toBe('2023-09-01');
    expect(await releasedOn(9002)).toBeNull();
    expect(await releasedOn(9003)).toBe('2020-01-01');
    expect(await addModelReleases(database.db)).toBe(0);
  });
});
