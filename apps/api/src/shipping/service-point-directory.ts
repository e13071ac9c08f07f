import type { ServicePointOption } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';

interface CountryPlaces {
  /** The city of a postal-code area, by the code's first digit. */
  readonly cities: readonly string[];
  /** Shops that act as pick-up points. */
  readonly chains: readonly string[];
  readonly streets: readonly string[];
}

const PLACES: Readonly<Record<LocaleCode, CountryPlaces>> = {
  sv: {
    cities: [
      'Stockholm',
      'Stockholm',
      'Malmö',
      'Växjö',
      'Göteborg',
      'Jönköping',
      'Linköping',
      'Uppsala',
      'Sundsvall',
      'Umeå',
    ],
    chains: ['Pressbyrån', 'ICA Nära', 'Coop', 'Hemköp', 'Circle K'],
    streets: [
      'Drottninggatan',
      'Storgatan',
      'Kungsgatan',
      'Vasagatan',
      'Järnvägsgatan',
      'Skolgatan',
      'Östra Långgatan',
      'Nygatan',
    ],
  },
  no: {
    cities: [
      'Oslo',
      'Fredrikstad',
      'Hamar',
      'Drammen',
      'Stavanger',
      'Bergen',
      'Ålesund',
      'Trondheim',
      'Bodø',
      'Tromsø',
    ],
    chains: [
      'Posten i Kiwi',
      'Posten i Coop Extra',
      'Posten i Rema 1000',
      'Narvesen',
      'Posten i Joker',
    ],
    streets: [
      'Storgata',
      'Kirkegata',
      'Dronningens gate',
      'Kongens gate',
      'Torggata',
      'Strandgata',
      'Jernbanegata',
      'Skolegata',
    ],
  },
  da: {
    cities: [
      'København K',
      'København K',
      'Frederiksberg',
      'Hillerød',
      'Roskilde',
      'Odense',
      'Kolding',
      'Vejle',
      'Aarhus',
      'Aalborg',
    ],
    chains: [
      'Pakkeshop Netto',
      'Pakkeshop SuperBrugsen',
      'Pakkeshop Føtex',
      'Pakkeshop 7-Eleven',
      'Pakkeshop Meny',
    ],
    streets: [
      'Vestergade',
      'Østergade',
      'Nørregade',
      'Søndergade',
      'Algade',
      'Jernbanegade',
      'Torvegade',
      'Skolegade',
    ],
  },
  fi: {
    cities: [
      'Helsinki',
      'Lahti',
      'Turku',
      'Tampere',
      'Jyväskylä',
      'Lappeenranta',
      'Vaasa',
      'Kuopio',
      'Joensuu',
      'Oulu',
    ],
    chains: ['R-kioski', 'K-Market', 'S-market', 'Alepa', 'Sale'],
    streets: [
      'Hämeenkatu',
      'Kauppakatu',
      'Aleksanterinkatu',
      'Rautatienkatu',
      'Kirkkokatu',
      'Satamakatu',
      'Koulukatu',
      'Puistokatu',
    ],
  },
  nl: {
    cities: [
      'Amsterdam',
      'Amsterdam',
      'Den Haag',
      'Rotterdam',
      'Breda',
      'Eindhoven',
      'Nijmegen',
      'Apeldoorn',
      'Zwolle',
      'Groningen',
    ],
    chains: [
      'PostNL-punt Albert Heijn',
      'PostNL-punt Primera',
      'PostNL-punt Bruna',
      'PostNL-punt Jumbo',
      'PostNL-punt Plus',
    ],
    streets: [
      'Kerkstraat',
      'Dorpsstraat',
      'Molenweg',
      'Stationsstraat',
      'Hoofdstraat',
      'Marktstraat',
      'Schoolstraat',
      'Julianastraat',
    ],
  },
};

/** How many pick-up points a postal code gets. */
export const SERVICE_POINTS_PER_CODE = 5;

/** FNV-1a, 32 bits: a stable number of a text, the same on every server and run. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The pick-up points near a postal code of a storefront, nearest first: always the same
 * {@link SERVICE_POINTS_PER_CODE} points for the same code, each at a different shop of the
 * country's chains, on a common street name of the area's city (its first digit picks the city).
 * `postalCode` is a valid, normalised code; point ids are `{prefix}-{locale}-{code without spaces}-{n}`.
 */
export function servicePointsNear(
  locale: LocaleCode,
  postalCode: string,
  idPrefix: string,
): ServicePointOption[] {
  const places = PLACES[locale];
  const compact = postalCode.replace(/\s+/g, '').toUpperCase();
  const seed = hashOf(`${locale}:${compact}`);
  const city = places.cities[Number(compact[0] ?? '0')] ?? places.cities[0] ?? '';
  return Array.from({ length: SERVICE_POINTS_PER_CODE }, (_, i) => {
    const street = places.streets[((seed >>> 4) + i * 3) % places.streets.length] ?? '';
    const chain = places.chains[(seed + i) % places.chains.length] ?? '';
    const number = 1 + (hashOf(`${compact}:${i}`) % 60);
    return {
      id: `${idPrefix}-${locale}-${compact}-${i + 1}`.toLowerCase(),
      name: `${chain} ${street}`,
      street: `${street} ${number}`,
      postal_code: postalCode,
      city,
    };
  });
}
