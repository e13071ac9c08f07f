import type { deals } from '../src/platform/db/schema';
import type { GeneratedMain } from './build-products';
import type { Prng } from './prng';

const TITLE = {
  sv: 'Dagens deal',
  no: 'Dagens tilbud',
  da: 'Dagens tilbud',
  fi: 'Päivän diili',
  nl: 'Deal van de dag',
};
const DAY = 86_400_000;

/** One deal a day (UTC midnight to midnight) from 2026 to the end of 2029, on popular in-stock products. */
export function buildDeals(
  prng: Prng,
  mains: readonly GeneratedMain[],
): (typeof deals.$inferInsert)[] {
  const candidates = mains
    .filter((m) => m.stockStatus === 'in-stock' && m.family.type !== 4 && m.plan.campaign === 0)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .slice(0, 60);
  const rows: (typeof deals.$inferInsert)[] = [];
  const first = Date.UTC(2026, 0, 1);
  const last = Date.UTC(2030, 0, 1);
  for (let start = first, id = 1; start < last; start += DAY, id += 1) {
    rows.push({
      id,
      productId: prng.pick(candidates).id,
      discount: prng.pick([15, 20, 25, 30]),
      title: TITLE,
      startsAt: new Date(start),
      expiresAt: new Date(start + DAY),
    });
  }
  return rows;
}
