import { LOCALE_CODES } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database';
import { queryRows } from '../src/platform/db/query';
import { UI_STRINGS } from './data/ui-strings';
import { addMissingStrings } from './add-missing-strings';
import { openMigratedDatabase } from '../testing/migrated-database';

let database: Database;

beforeAll(async () => {
  database = await openMigratedDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('addMissingStrings', () => {
  it('adds the keys a database lacks in every locale and keeps the wording it has', async () => {
    const [key] = UI_STRINGS[0]!;
    await database.db.execute(
      sql`insert into strings (locale, key, value) values ('sv', ${key}, 'Butikens egen text')`,
    );

    const added = await addMissingStrings(database.db);

    expect(added).toBe(UI_STRINGS.length * LOCALE_CODES.length - 1);
    const [kept] = await queryRows<{ value: string }>(
      database.db,
      sql`select value from strings where locale = 'sv' and key = ${key}`,
    );
    expect(kept?.value).toBe('Butikens egen text');
    expect(await addMissingStrings(database.db)).toBe(0);
  });
});
