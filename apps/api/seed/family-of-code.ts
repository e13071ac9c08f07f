import { FAMILIES } from './data/families';

/** The family drawn for a SKU's code, in the addresses of catalogs seeded before picture keys. */
export const FAMILY_OF_CODE: ReadonlyMap<string, string> = new Map([
  ...FAMILIES.map((family) => [family.code, family.key] as const),
  ['GFT', 'gift-card'],
]);
