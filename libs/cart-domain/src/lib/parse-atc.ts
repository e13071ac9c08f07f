import { SPIN_BUTTON, clampQuantity } from './clamp-quantity';

/** One product of an `atc` list: a SKU and a whole quantity within 1..5000. */
export interface AtcItem {
  readonly sku: string;
  readonly quantity: number;
}

/** Why an `atc` entry was skipped; doubles as the i18n key of a notice. */
export type AtcRejectionReason =
  'invalidEncoding' | 'missingSku' | 'invalidSku' | 'invalidQuantity';

/** A skipped `atc` entry (the whole parameter when it does not decode). */
export interface AtcRejection {
  readonly entry: string;
  readonly reason: AtcRejectionReason;
}

/** The products of an `atc` list and the entries that were skipped. */
export interface ParsedAtc {
  readonly items: AtcItem[];
  readonly rejected: AtcRejection[];
}

/** Longest SKU the cart sends to the server. */
const MAX_SKU_LENGTH = 64;

const BASE64 = /^[A-Za-z0-9+/\t\n\f\r]*={0,2}$/;

function decodeBase64Utf8(value: string): string | undefined {
  // A '+' in a query string often arrives as a space; '-' and '_' are the URL-safe alphabet.
  const standard = value.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!BASE64.test(standard)) return undefined;
  try {
    const binary = atob(standard);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function parseEntry(entry: string): AtcItem | AtcRejection {
  const colon = entry.lastIndexOf(':');
  if (colon < 0) return { entry, reason: 'invalidQuantity' };
  const sku = entry.slice(0, colon).trim();
  if (sku === '') return { entry, reason: 'missingSku' };
  if (sku.length > MAX_SKU_LENGTH) return { entry, reason: 'invalidSku' };
  const quantity = Number.parseInt(entry.slice(colon + 1).trim(), 10);
  if (!(quantity >= 1)) return { entry, reason: 'invalidQuantity' };
  return { sku, quantity: clampQuantity(quantity, SPIN_BUTTON.cartLineMax) };
}

/**
 * Parses the `atc` query parameter (spec sections 2 and 5): base64 (standard or URL-safe, padding
 * optional) of UTF-8 text holding `sku:quantity` pairs separated by semicolons. The quantity is
 * read as an integer (`parseInt`), must be at least 1 and is capped at 5000. Entries for one SKU
 * are combined. Bad entries are skipped and reported; empty entries (a trailing `;`) are ignored.
 * Never throws: a value that is not base64 of UTF-8 gives one `invalidEncoding` rejection.
 */
export function parseAtc(value: string): ParsedAtc {
  const text = decodeBase64Utf8(value);
  if (text === undefined)
    return { items: [], rejected: [{ entry: value, reason: 'invalidEncoding' }] };
  const quantities = new Map<string, number>();
  const rejected: AtcRejection[] = [];
  for (const raw of text.split(';')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const parsed = parseEntry(entry);
    if ('reason' in parsed) rejected.push(parsed);
    else quantities.set(parsed.sku, (quantities.get(parsed.sku) ?? 0) + parsed.quantity);
  }
  const items = [...quantities].map(([sku, quantity]) => ({
    sku,
    quantity: clampQuantity(quantity, SPIN_BUTTON.cartLineMax),
  }));
  return { items, rejected };
}

/**
 * Builds an `atc` value from items: `sku:quantity` pairs joined by semicolons, UTF-8, base64
 * (standard alphabet, padded). {@link parseAtc} reads it back.
 */
export function formatAtc(items: readonly AtcItem[]): string {
  const bytes = new TextEncoder().encode(
    items.map((item) => `${item.sku}:${item.quantity}`).join(';'),
  );
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}
