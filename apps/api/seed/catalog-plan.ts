import { THIRD_LEVEL_BRANDS, type BuiltModel } from './build-categories';
import { COLLECTIONS } from './data/collections';
import { FAMILIES } from './data/families';
import type { FamilySeed, StyleSeed } from './data/family-seed';

/** One product of the demo catalog before it is drawn: its type, its phone model, its edition. */
export interface PlannedProduct {
  readonly family: FamilySeed;
  readonly style: StyleSeed;
  /** The type's place in its family (0 first). */
  readonly styleIndex: number;
  /** The phone model it is made for; undefined for a product that fits any phone. */
  readonly model: BuiltModel | undefined;
  /** 0 for the catalog itself; a further edition (the large seed) is a collection of its own. */
  readonly edition: number;
}

/** How many editions {@link planCatalog} can name: the first, and one per collection. */
export const MAX_EDITIONS = COLLECTIONS.length + 1;

/** The device brands whose models get every type of a family: the big two, and Google's own phones. */
const FULL_RANGE_BRANDS: ReadonlySet<string> = new Set([...THIRD_LEVEL_BRANDS, 'google-pixel']);

/**
 * The models a family is made for: of its device brands (all when it names none), released in or
 * after its first month (all when it names none).
 */
export function modelsOf(family: FamilySeed, models: readonly BuiltModel[]): BuiltModel[] {
  return models.filter(
    (model) =>
      (!family.deviceBrands || family.deviceBrands.includes(model.brandSlug)) &&
      (!family.releasedFrom || model.released >= family.releasedFrom),
  );
}

/**
 * The types of a family made for a model: every type for Apple, Samsung and Google Pixel (and for
 * products that fit any phone), the family's first few for the other brands.
 */
export function stylesFor(family: FamilySeed, model: BuiltModel | undefined): readonly StyleSeed[] {
  if (
    !model ||
    FULL_RANGE_BRANDS.has(model.brandSlug) ||
    family.typesForSmallerBrands === undefined
  )
    return family.styles;
  return family.styles.slice(0, family.typesForSmallerBrands);
}

/**
 * The demo catalog: one product per type of each family and phone model it is made for (or one
 * per type for any phone), in family order, then model, then type. `editions` > 1 repeats the whole
 * catalog in design collections (the large seed), at most {@link MAX_EDITIONS}.
 */
export function planCatalog(models: readonly BuiltModel[], editions = 1): PlannedProduct[] {
  if (editions < 1 || editions > MAX_EDITIONS)
    throw new Error(`editions must be 1 to ${MAX_EDITIONS}`);
  const planned: PlannedProduct[] = [];
  for (let edition = 0; edition < editions; edition += 1) {
    for (const family of FAMILIES) {
      const targets = family.modelSpecific ? modelsOf(family, models) : [undefined];
      for (const model of targets) {
        stylesFor(family, model).forEach((style) =>
          planned.push({
            family,
            style,
            styleIndex: family.styles.indexOf(style),
            model,
            edition,
          }),
        );
      }
    }
  }
  return planned;
}

/** The collection name of an edition (none for the first). */
export function collectionOf(edition: number): string | undefined {
  return edition === 0 ? undefined : COLLECTIONS[(edition - 1) % COLLECTIONS.length];
}
