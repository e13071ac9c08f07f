import type { productViews } from '../src/platform/db/schema';
import type { GeneratedMain } from './build-products';
import type { Prng } from './prng';

/** How many of the most popular products get seeded views. */
const VIEWED_PRODUCTS = 150;

/**
 * Product page views of the last 23 hours before `now`, so the social proof has numbers: the most
 * popular products get the most (about 50 for the first, at or above the default threshold of
 * 10 down to about the 45th), falling off with popularity rank. Counts and offsets come from the PRNG
 * (the same on every run); the instants are relative to `now`, so they are recent after a seed and
 * age out of the 24-hour window a day later, as real views do.
 */
export function buildProductViews(
  prng: Prng,
  mains: readonly GeneratedMain[],
  now: Date,
): (typeof productViews.$inferInsert)[] {
  const popular = mains
    .filter((main) => main.family.type !== 4)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .slice(0, VIEWED_PRODUCTS);
  const rows: (typeof productViews.$inferInsert)[] = [];
  popular.forEach((main, rank) => {
    const views = Math.floor(48 / (1 + rank / 12)) + prng.int(0, 3);
    for (let i = 0; i < views; i += 1) {
      rows.push({
        productId: main.id,
        viewedAt: new Date(now.getTime() - prng.int(60, 23 * 3600) * 1000),
        clientKey: 'seed',
      });
    }
  });
  return rows;
}
