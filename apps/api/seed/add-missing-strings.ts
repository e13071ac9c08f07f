import { LOCALE_CODES } from '@nordshop/locale-config';
import type { Db } from '../src/platform/db/database';
import { strings } from '../src/platform/db/schema';
import { UI_STRINGS } from './data/ui-strings';

/**
 * Writes the interface strings the code knows and the database lacks (a key added since the
 * database was seeded), in every locale. Strings that exist are left as they are, so the shop's
 * own wording survives. Returns how many rows were added.
 */
export async function addMissingStrings(db: Db): Promise<number> {
  const rows = UI_STRINGS.flatMap(([key, ...values]) =>
    LOCALE_CODES.map((locale, index) => ({ locale, key, value: values[index] ?? '' })),
  );
  const added = await db
    .insert(strings)
    .values(rows)
    .onConflictDoNothing()
    .returning({ key: strings.key });
  return added.length;
}
