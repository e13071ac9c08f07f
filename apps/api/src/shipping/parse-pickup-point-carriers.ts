import { isLocaleCode, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { CARRIER_IDS, CARRIER_LOCALES, type CarrierId } from './pickup-point-carrier';

/**
 * The carrier of each storefront PICKUP_POINT_CARRIERS names well, and every problem of the text
 * (the good entries are kept even then, so their credentials are checked in the same start).
 */
export interface ParsedPickupPointCarriers {
  readonly carriers: Readonly<Partial<Record<LocaleCode, CarrierId>>>;
  readonly problems: readonly string[];
}

const isCarrierId = (value: string): value is CarrierId =>
  (CARRIER_IDS as readonly string[]).includes(value);

/** One `locale=carrier` entry, or what is wrong with it. */
function parseEntry(
  entry: string,
): { locale: LocaleCode; carrier: CarrierId } | { problem: string } {
  const parts = entry.split('=').map((s) => s.trim().toLowerCase());
  const [locale = '', carrier = ''] = parts;
  if (parts.length !== 2) return { problem: `"${entry}" is not locale=carrier` };
  if (!isLocaleCode(locale))
    return { problem: `"${entry}": ${locale} is not a storefront (sv, no, da, fi, nl)` };
  if (!isCarrierId(carrier))
    return { problem: `"${entry}": ${carrier} is not a carrier (${CARRIER_IDS.join(', ')})` };
  if (!CARRIER_LOCALES[carrier].includes(locale))
    return {
      problem: `"${entry}": ${carrier} has no pick-up points in ${STOREFRONTS[locale].country}`,
    };
  return { locale, carrier };
}

/**
 * Reads PICKUP_POINT_CARRIERS, e.g. `sv=postnord,da=postnord,fi=postnord,no=bring` (empty: none):
 * each storefront at most once, with a carrier that serves its country. Every problem is reported,
 * so a wrong deployment learns everything that is wrong with it from one start.
 */
export function parsePickupPointCarriers(value: string): ParsedPickupPointCarriers {
  const carriers: Partial<Record<LocaleCode, CarrierId>> = {};
  const problems: string[] = [];
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const parsed = parseEntry(entry);
    if ('problem' in parsed) problems.push(parsed.problem);
    else if (carriers[parsed.locale])
      problems.push(`"${entry}": ${parsed.locale} has a carrier already`);
    else carriers[parsed.locale] = parsed.carrier;
  }
  return { carriers, problems };
}
