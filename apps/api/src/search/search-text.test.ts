import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/database';
import { rowsOf } from '../platform/db/rows-of';
import { splitLettersAndDigits } from './search-tokens';
import { openMigratedDatabase } from '../../testing/migrated-database';

// An embedded database of the test's own, migrated: the SQL side of search's text rules.
let database: Database;

beforeAll(async () => {
  database = await openMigratedDatabase();
}, 120_000);

afterAll(async () => {
  await database.close();
});

async function searchText(text: string): Promise<string> {
  const result = await database.db.execute(sql`select nordshop_search_text(${text}) as text`);
  return rowsOf<{ text: string }>(result)[0]!.text;
}

describe('nordshop_search_text (documents) and splitLettersAndDigits (searches)', () => {
  it.each([
    ['iPhone15 skal', 'iPhone 15 skal'],
    ['iphone15pro', 'iphone 15 pro'],
    ['Galaxy S24Ultra', 'Galaxy S24 Ultra'],
    ['s24', 's24'],
    ['Pixel 8a', 'Pixel 8a'],
    ['5G', '5G'],
    ['128GB', '128 GB'],
    ['Laddare 65W', 'Laddare 65W'],
  ])('split "%s" as "%s", both the same', async (text, split) => {
    expect(splitLettersAndDigits(text)).toBe(split);
    expect(await searchText(text)).toBe(split);
  });

  it('agree on any text of letters, digits and spaces', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[a-zA-Z0-9 ]{0,24}$/), async (text) => {
        expect(await searchText(text)).toBe(splitLettersAndDigits(text));
      }),
      { numRuns: 200 },
    );
  });
});

describe('the storefront languages fold diacritics both ways', () => {
  it.each([
    ['sv', 'Trådlösa laddare', 'tradlosa'],
    ['sv', 'Tradlosa laddare', 'trådlösa'],
    ['no', 'Trådløse ørepropper', 'orepropper'],
    ['da', 'Skærmbeskyttelse', 'skaermbeskyttelse'],
    ['fi', 'Näytönsuoja', 'naytonsuoja'],
    ['nl', 'Beschermhoesje', 'beschermhoesje'],
  ])('%s: "%s" is found by "%s"', async (locale, document, word) => {
    const config = `nordshop_${locale}`;
    const result = await database.db.execute(
      sql`select to_tsvector(${config}::regconfig, ${document}) @@ to_tsquery(${config}::regconfig, ${word}) as found`,
    );
    expect(rowsOf<{ found: boolean }>(result)[0]!.found).toBe(true);
  });
});
