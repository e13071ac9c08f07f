import { isJsonObject } from './json-object';

/**
 * The key under which the shop keeps its state in both browser storages (spec section 9): one
 * JSON object in local storage (cart, auth, recently viewed, history, personalization) and one in
 * the tab's session storage (discount, campaign, atc, experiments, order logins).
 */
export const TD02_KEY = 'td02';

/**
 * The fields of the td02 value and who owns each one. Every field's owner parses its own field
 * (cart-domain's CartStateSchema, account's PersistedAuthSchema, ...); this module keeps the value
 * a JSON object and never drops a field it does not know.
 */
export const TD02_FIELDS = {
  /** Local storage: the cart (libs/cart-domain). */
  cart: 'cart',
  /** Local storage: a myAccount session; session storage: a myOrder session (libs/account). */
  auth: 'auth',
  /** Local storage: the recently viewed products (libs/catalog-ui). */
  recentlyViewed: 'recentlyViewed',
  /** Local storage: the navigation history (storefront). */
  history: 'history',
  /** Local storage: the personalization provider's visitor (storefront). */
  recommendation: 'recommendation',
  /** Local storage: adds to the cart already shown, until the cart machine holds them (storefront). */
  pendingAdds: 'pendingAdds',
  /** Session storage: the experiment variants (libs/experiments). */
  experiment: 'experiment',
  /** Session storage: a landing URL's discount code (storefront). */
  discount: 'discount',
  /** Session storage: a landing URL's campaign parameters (storefront). */
  campaign: 'campaign',
  /** Session storage: a landing URL's `atc` list (storefront). */
  atc: 'atc',
  /** Session storage: the order tokens of orders placed in the tab (storefront checkout). */
  orders: 'orders',
  /** Session storage: the payment the tab left for on a provider's page (storefront checkout). */
  pendingPayment: 'pendingPayment',
} as const;

/** A field of the td02 value. */
export type Td02Field = (typeof TD02_FIELDS)[keyof typeof TD02_FIELDS];

/**
 * The td02 value: a JSON object whose known fields are read by their owners as `unknown` (each
 * validates its own field) and whose other fields are kept as they are.
 */
export type Td02 = Readonly<Partial<Record<Td02Field, unknown>> & Record<string, unknown>>;

/** Fields to change in the td02 value: a value replaces the field, `undefined` removes it. */
export type Td02Patch = Readonly<Partial<Record<Td02Field, unknown>>>;

/** The part of the Web Storage API td02 needs (`window.localStorage`, `window.sessionStorage`). */
export interface Td02Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The td02 value of a raw stored string: `{}` when absent, not JSON or not a JSON object. */
export function parseTd02(stored: string | null | undefined): Td02 {
  if (stored === null || stored === undefined) return {};
  try {
    const value: unknown = JSON.parse(stored);
    return isJsonObject(value) ? value : {};
  } catch {
    return {};
  }
}

/** `value` with `patch` applied: patched fields replaced or (undefined) removed, the others kept. */
export function mergeTd02(value: Td02, patch: Td02Patch): Td02 {
  const merged: Record<string, unknown> = { ...value };
  for (const [field, fieldValue] of Object.entries(patch)) {
    if (fieldValue === undefined) delete merged[field];
    else merged[field] = fieldValue;
  }
  return merged;
}

/**
 * The td02 value of `storage`: `{}` without a storage (server rendering), when the storage throws
 * (blocked, private mode) or holds no valid value. Never throws.
 */
export function readTd02(storage: Td02Storage | null | undefined): Td02 {
  try {
    return parseTd02(storage?.getItem(TD02_KEY));
  } catch {
    return {};
  }
}

/**
 * Reads the td02 value of `storage`, applies `patch` (see {@link mergeTd02}) and writes it back,
 * so fields written by others (another library, another tab) in between are kept. A corrupt value
 * is replaced. Returns the value written, or null when there is no storage or it refused the write
 * (blocked, full). Never throws.
 */
export function patchTd02(storage: Td02Storage | null | undefined, patch: Td02Patch): Td02 | null {
  if (!storage) return null;
  try {
    const next = mergeTd02(readTd02(storage), patch);
    storage.setItem(TD02_KEY, JSON.stringify(next));
    return next;
  } catch {
    return null;
  }
}
