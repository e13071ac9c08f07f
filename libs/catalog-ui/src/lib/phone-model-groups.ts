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

type PackedGroup = [brandSlug: string, brandName: string, models: (string | number)[]];
const MODEL_FIELDS = 3;

const exactly = (value: object, keys: readonly string[]) =>
  Object.keys(value).length === keys.length && keys.every((key) => Object.hasOwn(value, key));

/**
 * The groups as a compact JSON text for a page's data (no key names; each maker's models as flat
 * slug, name, count triples); undefined when a group or model holds other fields than these.
 * {@link unpackPhoneModelGroups} gives the groups back.
 */
export function packPhoneModelGroups(groups: readonly PhoneModelGroup[]): string | undefined {
  const exact = groups.every(
    (group) =>
      exactly(group, ['brand', 'models']) &&
      exactly(group.brand, ['slug', 'name']) &&
      group.models.every((model) => exactly(model, ['slug', 'name', 'count'])),
  );
  if (!exact) return undefined;
  return JSON.stringify(
    groups.map(({ brand, models }): PackedGroup => [
      brand.slug,
      brand.name,
      models.flatMap(({ slug, name, count }) => [slug, name, count]),
    ]),
  );
}

/** The groups of {@link packPhoneModelGroups}' text. */
export function unpackPhoneModelGroups(packed: string): PhoneModelGroup[] {
  return (JSON.parse(packed) as PackedGroup[]).map(([slug, name, flat]) => {
    const models: PhoneModelChoice[] = [];
    for (let at = 0; at + MODEL_FIELDS <= flat.length; at += MODEL_FIELDS)
      models.push({
        slug: String(flat[at]),
        name: String(flat[at + 1]),
        count: Number(flat[at + 2]),
      });
    return { brand: { slug, name }, models };
  });
}
