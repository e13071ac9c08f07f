import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../testing/test-server';
import { prepareDatabase } from './prepare-database';
import { rowsOf } from '../src/platform/db/rows-of';

// Several processes start at once on one empty PostgreSQL database (a deploy of many workers):
// migrations and the seed run one process after the other, so each comes up and the demo data is
// written once. PostgreSQL only (scripts/with-postgres.sh sets DATABASE_URL).
describe('prepareDatabase on PostgreSQL', () => {
  it('brings up three first starts at once on an empty database, seeding it once', async () => {
    const scratch = await createScratchDatabase();
    try {
      const options = { databaseUrl: scratch.url, dataDir: 'memory://', timeoutMs: 30_000 };
      const started = await Promise.allSettled([
        prepareDatabase(options),
        prepareDatabase(options),
        prepareDatabase(options),
      ]);
      const databases = started.flatMap((start) =>
        start.status === 'fulfilled' ? [start.value] : [],
      );
      try {
        expect(started.map((start) => start.status)).toEqual([
          'fulfilled',
          'fulfilled',
          'fulfilled',
        ]);
        const [first] = databases;
        const counts = rowsOf<{ products: number; skus: number; storefronts: number }>(
          await first!.db.execute(
            sql`select (select count(*)::int from products) as products,
                       (select count(distinct sku)::int from products) as skus,
                       (select count(*)::int from storefronts) as storefronts`,
          ),
        );
        expect(counts[0]!.products).toBeGreaterThan(1_000);
        expect(counts[0]!.skus).toBe(counts[0]!.products);
        expect(counts[0]!.storefronts).toBe(5);
      } finally {
        await Promise.all(databases.map((database) => database.close()));
      }
    } finally {
      await scratch.drop();
    }
  }, 180_000);
});
