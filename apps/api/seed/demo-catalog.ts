import { addGiftCards } from './build-gift-cards';
import { buildCategories, type BuiltCategories } from './build-categories';
import { buildProducts, type BuiltProducts } from './build-products';
import { planCatalog } from './catalog-plan';
import type { Prng } from './prng';

/** The seed of the demo data's main PRNG: the same demo catalog on every run. */
export const CATALOG_SEED = 20_240_601;

/**
 * The demo catalog as the seed writes it (categories, products with their variations, gift
 * cards), in memory: `editions` of it (1 for the default seed) with `views` pictures a product, for
 * the seeding day `today`, drawn from `prng` (createPrng(CATALOG_SEED) in the seed).
 */
export function buildDemoCatalog(
  prng: Prng,
  editions: number,
  views: number,
  today: Date,
): { cats: BuiltCategories; built: BuiltProducts } {
  const cats = buildCategories();
  const built = buildProducts(prng, cats, planCatalog(cats.models, editions), views, today);
  addGiftCards(built, cats);
  return { cats, built };
}
