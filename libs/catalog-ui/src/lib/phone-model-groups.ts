import type { PhoneModelFacet } from '@nordshop/api-contract';

/** A choice of the phone_model filter: the model's slug and name, and how many products fit it. */
export type PhoneModelChoice = Pick<PhoneModelFacet, 'slug' | 'name' | 'count'>;

/** The phone models of one maker in the phone_model filter: what the filter renders of them. */
export interface PhoneModelGroup {
  readonly brand: { readonly slug: string; readonly name: string };
  /** Newest first. */
  readonly models: readonly PhoneModelChoice[];
}

// A fixed language: server and browser must order the same way whatever their own language. The
// collator is made at the first name it is needed for: its first use costs the browser tens of
// milliseconds, so names of letters, digits and spaces alone (nearly all model and maker names)
// are compared by hand, in exactly the collator's order (phone-model-groups.test.ts holds them to it).
let collator: Intl.Collator | undefined;
const PLAIN_NAME = /^[A-Za-z0-9 ]*$/;
/** A name's collation elements: each letter, each run of digits, each space. */
const ELEMENTS = /\d+|[A-Za-z]| /g;

/** The collator's class of an element: spaces before numbers before letters. */
const rank = (element: string) => (element === ' ' ? 0 : /\d/.test(element) ? 1 : 2);

/** Two runs of digits compared as the numbers they write (leading zeros aside, any length). */
function compareNumbers(x: string, y: string): number {
  const [a, b] = [x.replace(/^0+/, ''), y.replace(/^0+/, '')];
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

/**
 * `Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare` for names of letters,
 * digits and spaces: element by element, spaces before numbers before letters, numbers by value,
 * letters regardless of case; a name that the other begins with first.
 */
export function comparePlainNames(a: string, b: string): number {
  const left = a.match(ELEMENTS) ?? [];
  const right = b.match(ELEMENTS) ?? [];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] as string;
    const y = right[i] as string;
    if (rank(x) !== rank(y)) return rank(x) < rank(y) ? -1 : 1;
    const order =
      rank(x) === 1
        ? compareNumbers(x, y)
        : x.toLowerCase() === y.toLowerCase()
          ? 0
          : x.toLowerCase() < y.toLowerCase()
            ? -1
            : 1;
    if (order !== 0) return order;
  }
  return Math.sign(left.length - right.length);
}

const byName = {
  compare: (a: string, b: string) =>
    PLAIN_NAME.test(a) && PLAIN_NAME.test(b)
      ? comparePlainNames(a, b)
      : (collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' })).compare(
          a,
          b,
        ),
};

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
