import type { PhoneModelFacet } from '@nordshop/api-contract';

/** A choice of the phone_model filter: the model's slug and name, and how many products fit it. */
export type PhoneModelChoice = Pick<PhoneModelFacet, 'slug' | 'name' | 'count'>;

/** The phone models of one maker in the phone_model filter: what the filter renders of them. */
export interface PhoneModelGroup {
  readonly brand: { readonly slug: string; readonly name: string };
  /** Newest first. */
  readonly models: readonly PhoneModelChoice[];
}

// A fixed language: server and browser must order the same way whatever their own language.
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Newest release month first, models without one last; the same month by name (iPhone 15 before iPhone 15 Plus). */
function newestFirst(a: PhoneModelFacet, b: PhoneModelFacet): number {
  if (a.released !== b.released) {
    if (a.released === null) return 1;
    if (b.released === null) return -1;
    return a.released < b.released ? 1 : -1;
  }
  return byName.compare(a.name, b.name);
}

/**
 * The phone_model filter's choices grouped by maker, makers in the order of the menu's brand list
 * (`brand.position`, then name), each maker's models newest first (release month, descending;
 * unknown months last; ties by name with numbers compared as numbers). Each model keeps only what
 * the filter renders (slug, name, count), so a page's data can hold the groups instead of the
 * facets. Does not change its input.
 */
export function groupPhoneModels(models: readonly PhoneModelFacet[]): PhoneModelGroup[] {
  const groups = new Map<string, { brand: PhoneModelFacet['brand']; models: PhoneModelFacet[] }>();
  for (const model of models) {
    const group = groups.get(model.brand.slug);
    if (group) group.models.push(model);
    else groups.set(model.brand.slug, { brand: model.brand, models: [model] });
  }
  return [...groups.values()]
    .sort(
      (a, b) => a.brand.position - b.brand.position || byName.compare(a.brand.name, b.brand.name),
    )
    .map(({ brand, models: own }) => ({
      brand: { slug: brand.slug, name: brand.name },
      models: own.sort(newestFirst).map(({ slug, name, count }) => ({ slug, name, count })),
    }));
}
