import type { productUpsells } from '../src/platform/db/schema';
import type { GeneratedMain } from './build-products';
import { groupBy } from './group-by';
import type { Prng } from './prng';

/** Which families go well with which: a case sells a screen protector, a charger a cable. */
const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  'wallet-case': ['tempered-glass', 'camera-glass'],
  'silicone-case': ['tempered-glass', 'camera-glass'],
  'rugged-case': ['tempered-glass', 'privacy-glass'],
  'magsafe-case': ['tempered-glass', 'camera-glass'],
  'wall-charger': ['usb-c-cable', 'lightning-cable'],
  'car-charger': ['usb-c-cable', 'car-holder'],
  'wireless-charger': ['wall-charger'],
  screen: ['tool-kit', 'tempered-glass'],
  battery: ['tool-kit'],
  'charging-port': ['tool-kit'],
  'back-cover': ['tool-kit', 'camera-glass'],
};

/** Upselling relations: about half of the products with companions get up to four of them. */
export function buildUpsells(
  prng: Prng,
  mains: readonly GeneratedMain[],
): (typeof productUpsells.$inferInsert)[] {
  const byFamilyAndModel = groupBy(mains, (main) => `${main.family.key}|${main.model?.key ?? ''}`);
  const rows: (typeof productUpsells.$inferInsert)[] = [];
  for (const main of mains) {
    const companions = COMPANIONS[main.family.key];
    if (!companions || !prng.chance(0.5)) continue;
    const chosen = new Set<number>();
    for (const family of companions) {
      const sameModel = byFamilyAndModel.get(`${family}|${main.model?.key ?? ''}`) ?? [];
      const anyModel = byFamilyAndModel.get(`${family}|`) ?? [];
      for (const candidate of [...sameModel, ...anyModel].slice(0, 2)) {
        if (candidate.id !== main.id && chosen.size < 4) chosen.add(candidate.id);
      }
    }
    [...chosen].forEach((upsellProductId, sortOrder) =>
      rows.push({ productId: main.id, upsellProductId, sortOrder }),
    );
  }
  return rows;
}
