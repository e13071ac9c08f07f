import type { LocaleCode } from '@nordshop/locale-config';

/** The carriers that ship orders: display name and tracking page (`{number}` is replaced). */
export const CARRIERS: Readonly<Record<string, { name: string; url: string }>> = {
  'postnord-se': {
    name: 'PostNord',
    url: 'https://www.postnord.se/vara-verktyg/spara-brev-paket-och-pall?shipmentId={number}',
  },
  'postnord-dk': {
    name: 'PostNord',
    url: 'https://www.postnord.dk/varktojer/track-trace?shipmentId={number}',
  },
  'posten-no': { name: 'Posten', url: 'https://sporing.posten.no/sporing/{number}' },
  posti: { name: 'Posti', url: 'https://www.posti.fi/fi/seuranta#/lahetys/{number}' },
  postnl: { name: 'PostNL', url: 'https://jouw.postnl.nl/track-and-trace/{number}' },
};

/** The carrier that ships a storefront's parcels. */
export const CARRIER_OF: Readonly<Record<LocaleCode, string>> = {
  sv: 'postnord-se',
  no: 'posten-no',
  da: 'postnord-dk',
  fi: 'posti',
  nl: 'postnl',
};

/** The shopper's view of a stored carrier and tracking number, or null until the order has both. */
export function trackingOf(
  carrier: string | null,
  number: string | null,
): { carrier: string; number: string; url: string } | null {
  const known = carrier ? CARRIERS[carrier] : undefined;
  if (!carrier || !number) return null;
  return {
    carrier: known?.name ?? carrier,
    number,
    url: known ? known.url.replace('{number}', encodeURIComponent(number)) : '',
  };
}
