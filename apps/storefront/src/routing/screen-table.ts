import { ROUTE_NAMES, type LocaleCode, type RouteName } from '@nordshop/locale-config';

/**
 * Who a screen's page is for. `public`: anyone, and search engines index it. `unlisted`: the same
 * for everyone but kept out of the index and from crawlers (search results: spec, search stays
 * noindex). `personal`: it belongs to one shopper or shows what is not public (a CMS draft): never
 * indexed, kept from crawlers, and answered `Cache-Control: private, no-store`.
 */
export type ScreenAudience = 'public' | 'unlisted' | 'personal';

/**
 * Where a screen's pages are kept. `shared`: the server keeps the rendered HTML for every shopper
 * (server/html-page-cache.ts), and the browser keeps it among the last pages shown. `browser`: only
 * the browser, among the last pages shown (spec section 2, page area). `never`: not even there
 * (checkout and confirmation: spec section 2).
 */
export type ScreenPageCache = 'shared' | 'browser' | 'never';

/** What the storefront knows of one screen besides its path words (locale-config's ROUTE_TABLE). */
export interface ScreenFacts {
  /** The screen's name in each storefront's language: its page title. */
  readonly title: Readonly<Record<LocaleCode, string>>;
  readonly audience: ScreenAudience;
  readonly pageCache: ScreenPageCache;
  /**
   * Its `token` query parameter is a token of its own (a signed CMS or newsletter link), not a
   * login token. Absent on every other screen.
   */
  readonly ownToken?: true;
  /** The shopper is checking out there: an add to the cart does not open the cart drawer. */
  readonly checkout?: true;
}

/**
 * Every screen of the shop (spec section 2) with its facts. A new screen is a row here, its path
 * words in locale-config's ROUTE_TABLE and its route in routes/screen-routes.tsx.
 */
export const SCREEN_TABLE: Readonly<Record<RouteName, ScreenFacts>> = {
  index: {
    title: { sv: 'Startsida', no: 'Forside', da: 'Forside', fi: 'Etusivu', nl: 'Startpagina' },
    audience: 'public',
    pageCache: 'shared',
  },
  'christmas-calendar': {
    title: {
      sv: 'Julkalender',
      no: 'Julekalender',
      da: 'Julekalender',
      fi: 'Joulukalenteri',
      nl: 'Kerstkalender',
    },
    audience: 'public',
    pageCache: 'browser',
  },
  'my-account': {
    title: {
      sv: 'Mitt konto',
      no: 'Min konto',
      da: 'Min konto',
      fi: 'Oma tili',
      nl: 'Mijn account',
    },
    audience: 'personal',
    pageCache: 'browser',
  },
  'my-account-orders': {
    title: {
      sv: 'Mina ordrar',
      no: 'Mine ordrer',
      da: 'Mine ordrer',
      fi: 'Tilaukseni',
      nl: 'Mijn bestellingen',
    },
    audience: 'personal',
    pageCache: 'browser',
  },
  'my-account-overview': {
    title: { sv: 'Översikt', no: 'Oversikt', da: 'Oversigt', fi: 'Yleiskatsaus', nl: 'Overzicht' },
    audience: 'personal',
    pageCache: 'browser',
  },
  'my-account-profile': {
    title: {
      sv: 'Min profil',
      no: 'Min profil',
      da: 'Min profil',
      fi: 'Profiilini',
      nl: 'Mijn profiel',
    },
    audience: 'personal',
    pageCache: 'browser',
  },
  'my-account-profile-edit': {
    title: {
      sv: 'Ändra profil',
      no: 'Endre profil',
      da: 'Rediger profil',
      fi: 'Muokkaa profiilia',
      nl: 'Profiel bewerken',
    },
    audience: 'personal',
    pageCache: 'browser',
  },
  'my-account-returns': {
    title: {
      sv: 'Mina returer',
      no: 'Mine returer',
      da: 'Mine returneringer',
      fi: 'Palautukseni',
      nl: 'Mijn retouren',
    },
    audience: 'personal',
    pageCache: 'browser',
  },
  'my-account-subscriptions': {
    title: {
      sv: 'Mina prenumerationer',
      no: 'Mine abonnementer',
      da: 'Mine abonnementer',
      fi: 'Tilaukseni (kestotilaukset)',
      nl: 'Mijn abonnementen',
    },
    audience: 'personal',
    pageCache: 'browser',
  },
  'my-account-orders-return': {
    title: {
      sv: 'Returnera order',
      no: 'Returner ordre',
      da: 'Returner ordre',
      fi: 'Palauta tilaus',
      nl: 'Bestelling retourneren',
    },
    audience: 'personal',
    pageCache: 'browser',
  },
  'my-order': {
    title: {
      sv: 'Min order',
      no: 'Min ordre',
      da: 'Min ordre',
      fi: 'Tilaukseni',
      nl: 'Mijn bestelling',
    },
    audience: 'personal',
    pageCache: 'browser',
  },
  'my-order-return': {
    title: {
      sv: 'Returnera order',
      no: 'Returner ordre',
      da: 'Returner ordre',
      fi: 'Palauta tilaus',
      nl: 'Bestelling retourneren',
    },
    audience: 'personal',
    pageCache: 'browser',
  },
  'page-preview': {
    title: {
      sv: 'Förhandsvisning',
      no: 'Forhåndsvisning',
      da: 'Forhåndsvisning',
      fi: 'Esikatselu',
      nl: 'Voorbeeld',
    },
    audience: 'personal',
    pageCache: 'browser',
    ownToken: true,
  },
  search: {
    title: {
      sv: 'Sökresultat',
      no: 'Søkeresultater',
      da: 'Søgeresultater',
      fi: 'Hakutulokset',
      nl: 'Zoekresultaten',
    },
    audience: 'unlisted',
    pageCache: 'shared',
  },
  unsubscribe: {
    title: {
      sv: 'Avregistrera nyhetsbrev',
      no: 'Meld av nyhetsbrev',
      da: 'Afmeld nyhedsbrev',
      fi: 'Peru uutiskirje',
      nl: 'Afmelden nieuwsbrief',
    },
    audience: 'personal',
    pageCache: 'browser',
    ownToken: true,
  },
  'checkout-id': {
    title: { sv: 'Kassa', no: 'Kasse', da: 'Kasse', fi: 'Kassa', nl: 'Afrekenen' },
    audience: 'personal',
    pageCache: 'never',
    checkout: true,
  },
  'checkout-confirmation': {
    title: {
      sv: 'Orderbekräftelse',
      no: 'Ordrebekreftelse',
      da: 'Ordrebekræftelse',
      fi: 'Tilausvahvistus',
      nl: 'Orderbevestiging',
    },
    audience: 'personal',
    pageCache: 'never',
  },
  'checkout-failed': {
    title: {
      sv: 'Betalningen misslyckades',
      no: 'Betalingen mislyktes',
      da: 'Betalingen mislykkedes',
      fi: 'Maksu epäonnistui',
      nl: 'Betaling mislukt',
    },
    audience: 'personal',
    pageCache: 'browser',
  },
  'track-order': {
    title: {
      sv: 'Spåra order',
      no: 'Spor ordre',
      da: 'Spor ordre',
      fi: 'Seuraa tilausta',
      nl: 'Bestelling volgen',
    },
    audience: 'personal',
    pageCache: 'browser',
  },
  brand: {
    title: { sv: 'Varumärke', no: 'Varemerke', da: 'Mærke', fi: 'Tavaramerkki', nl: 'Merk' },
    audience: 'public',
    pageCache: 'shared',
  },
  product: {
    title: { sv: 'Produkt', no: 'Produkt', da: 'Produkt', fi: 'Tuote', nl: 'Product' },
    audience: 'public',
    pageCache: 'shared',
  },
  'product-tag': {
    title: {
      sv: 'Produkttagg',
      no: 'Produktstikkord',
      da: 'Produkttag',
      fi: 'Tuotetunniste',
      nl: 'Producttag',
    },
    audience: 'public',
    pageCache: 'shared',
  },
  'product-category-all': {
    title: { sv: 'Kategori', no: 'Kategori', da: 'Kategori', fi: 'Kategoria', nl: 'Categorie' },
    audience: 'public',
    pageCache: 'shared',
  },
  'legacy-discount': {
    title: {
      sv: 'Rabattkod',
      no: 'Rabattkode',
      da: 'Rabatkode',
      fi: 'Alennuskoodi',
      nl: 'Kortingscode',
    },
    audience: 'public',
    pageCache: 'browser',
  },
  cms: {
    title: { sv: 'Sida', no: 'Side', da: 'Side', fi: 'Sivu', nl: 'Pagina' },
    audience: 'public',
    pageCache: 'shared',
  },
};

const BY_NAME: ReadonlyMap<string, ScreenFacts> = new Map(Object.entries(SCREEN_TABLE));

/**
 * The facts of a screen named by a value from outside the types (a response header, a route's
 * static data), or undefined when it names no screen.
 */
export function screenOf(name: string | null | undefined): ScreenFacts | undefined {
  return name ? BY_NAME.get(name) : undefined;
}

/** The screens whose facts pass `test`, in the order of ROUTE_NAMES. */
export function screensWhere(test: (facts: ScreenFacts) => boolean): RouteName[] {
  return ROUTE_NAMES.filter((name) => test(SCREEN_TABLE[name]));
}
