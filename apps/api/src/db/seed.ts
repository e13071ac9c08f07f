import { LOCALE_CODES, STOREFRONTS } from '@nordshop/locale-config';
import { count } from 'drizzle-orm';
import type { Db } from './database';
import { storefronts } from './schema';

/** Whether the database holds no demo data yet (first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(storefronts);
  return (row?.n ?? 0) === 0;
}

/**
 * Writes the deterministic demo data. Idempotent: rows that exist are left as they are, so a shop
 * owner's edits survive a re-run.
 */
export async function seedDemoData(db: Db): Promise<void> {
  await db
    .insert(storefronts)
    .values(
      LOCALE_CODES.map((code) => {
        const s = STOREFRONTS[code];
        return {
          code,
          storeId: s.storeID,
          name: s.name,
          iso: s.iso,
          countryCode: s.countryCode,
          country: s.country,
          brand: s.brand,
          currency: s.currency,
          allowExVat: s.allowExVAT,
          privacyUrl: s.privacyURL,
        };
      }),
    )
    .onConflictDoNothing();
}
