import { packListingCards, unpackListingCards, type ListingCard } from '@nordshop/api-contract';
import {
  packPhoneModelGroups,
  unpackPhoneModelGroups,
  type PhoneModelGroup,
} from '@nordshop/catalog-ui';

/** The key under which a query's data holds its packed fields, by field. */
const PACKED = '$packed';

/**
 * The fields of a page's query data that are packed for the page (docs/decisions/004): listing
 * cards (`products`) and the phone-model filter's groups (`phone_model_groups`), each as a compact
 * JSON text, which the router writes as one string instead of an object per card and price tier.
 */
const PACKERS = {
  products: (value: unknown) =>
    Array.isArray(value) ? packListingCards(value as ListingCard[]) : undefined,
  phone_model_groups: (value: unknown) =>
    Array.isArray(value) ? packPhoneModelGroups(value as PhoneModelGroup[]) : undefined,
};

/** The other way (apart, so that the browser's bundle holds only this side). */
const UNPACKERS: Record<Field, (text: string) => unknown> = {
  products: unpackListingCards,
  phone_model_groups: unpackPhoneModelGroups,
};

type Field = keyof typeof PACKERS;
const FIELDS: readonly Field[] = ['products', 'phone_model_groups'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A query's data for the page's dehydrated state: its listing cards and phone-model groups packed
 * (a field that cannot be packed exactly stays as it is). Data without them is returned as it is.
 */
export function packPageData(data: unknown): unknown {
  if (!isRecord(data) || Object.hasOwn(data, PACKED)) return data;
  const packed: Partial<Record<Field, string>> = {};
  const rest: Record<string, unknown> = { ...data };
  for (const field of FIELDS) {
    const text = Object.hasOwn(data, field) ? PACKERS[field](data[field]) : undefined;
    if (text === undefined) continue;
    packed[field] = text;
    delete rest[field];
  }
  return Object.keys(packed).length === 0 ? data : { ...rest, [PACKED]: packed };
}

/** The query data of {@link packPageData}'s, as the query gave it. */
export function unpackPageData(data: unknown): unknown {
  if (!isRecord(data) || !isRecord(data[PACKED])) return data;
  const { [PACKED]: packed, ...rest } = data as Record<string, unknown> & {
    [PACKED]: Partial<Record<Field, string>>;
  };
  for (const field of FIELDS) {
    const text = packed[field];
    if (typeof text === 'string') rest[field] = UNPACKERS[field](text);
  }
  return rest;
}
