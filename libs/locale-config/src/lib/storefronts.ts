/** The five storefront codes, in the order the shop lists them. */
export const LOCALE_CODES = ['sv', 'no', 'da', 'fi', 'nl'] as const;

/** A storefront code: sv, no, da, fi or nl. */
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** The storefront used when neither domain, path prefix nor cookie names one. */
export const DEFAULT_LOCALE: LocaleCode = 'sv';

/** The ISO 4217 currencies the storefronts sell in. */
export const CURRENCY_CODES = ['SEK', 'NOK', 'DKK', 'EUR'] as const;

/** ISO 4217 currency of a storefront (and of the orders placed in it). */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Whether a string is one of the storefronts' currencies. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** A shipping or trust badge of the footer. Width and height in CSS pixels. */
export interface StorefrontIcon {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

/** Everything the shop knows about one storefront (spec section 3, Storefront/locale). */
export interface Storefront {
  readonly code: LocaleCode;
  readonly name: string;
  /** Numeric store id sent as `sid` on every API call. */
  readonly storeID: number;
  /** BCP 47 language tag used for Intl formatting, e.g. sv-SE. */
  readonly iso: string;
  /** ISO 3166-1 alpha-2 country code. */
  readonly countryCode: string;
  /** Country name in the storefront's own language. */
  readonly country: string;
  readonly brand: string;
  readonly logo: string;
  readonly altLogo: string;
  readonly privacyURL: string;
  readonly currency: CurrencyCode;
  /** Whether the excl. VAT (company) price display may be offered. */
  readonly allowExVAT: boolean;
  /**
   * The country's standard VAT rate, percent (25 means 25 %): the rate of shipping and payment
   * fees. Products carry their own rate.
   */
  readonly standardVatRate: number;
  /** A valid postal code, surrounding whitespace trimmed (spec section 5). */
  readonly postalCodeRegex: RegExp;
  /**
   * The storefront's own rule for a mobile number on top of its country's numbering plan, matched
   * against the number as dialled inside the country (digits only, trunk 0 included): sv
   * `^07\d{8}$` (spec section 5); null where the numbering plan alone decides (isValidMobile,
   * docs/decisions/027).
   */
  readonly mobileRegex: RegExp | null;
  readonly showPriceDisclaimer: boolean;
  readonly showShippingInfo: boolean;
  /** IANA time zone of the storefront's country: its "today" for delivery dates and calendars. */
  readonly timeZone: string;
  /**
   * Goods total incl. VAT, after discounts, in minor units, from which standard shipping is free:
   * the one setting that checkout charges by and that every text stating the threshold is filled
   * from (placeholder `{{free_shipping_from}}`, see fillShopText).
   */
  readonly freeShippingFrom: number;
  /**
   * Footer badges of the carriers and trust marks. The carriers are the ones checkout ships with:
   * the storefront's parcel carrier and its pick-up-point carrier (docs/decisions/025). Payment
   * badges are not listed here: they come from the payment methods the storefront's providers offer.
   */
  readonly icons: {
    readonly shipping: readonly StorefrontIcon[];
    readonly trust: readonly StorefrontIcon[];
  };
}

const icon = (name: string, width: number, height: number): StorefrontIcon => ({
  name,
  width,
  height,
});

/** The five storefronts keyed by code. */
export const STOREFRONTS: Readonly<Record<LocaleCode, Storefront>> = {
  sv: {
    code: 'sv',
    name: 'Nordshop Sverige',
    storeID: 1,
    iso: 'sv-SE',
    countryCode: 'SE',
    country: 'Sverige',
    brand: 'Nordshop',
    logo: '/brand/nordshop-logo.svg',
    altLogo: '/brand/nordshop-logo-light.svg',
    privacyURL: '/integritetspolicy',
    currency: 'SEK',
    allowExVAT: true,
    standardVatRate: 25,
    postalCodeRegex: /^\d{3}\s*\d{2}$/,
    mobileRegex: /^07\d{8}$/,
    showPriceDisclaimer: false,
    showShippingInfo: true,
    timeZone: 'Europe/Stockholm',
    freeShippingFrom: 49_900,
    icons: {
      shipping: [icon('postnord', 64, 24)],
      trust: [icon('trustpilot', 80, 24), icon('e-handelscertifiering', 48, 48)],
    },
  },
  no: {
    code: 'no',
    name: 'Nordshop Norge',
    storeID: 3,
    iso: 'nb-NO',
    countryCode: 'NO',
    country: 'Norge',
    brand: 'Nordshop',
    logo: '/brand/nordshop-logo.svg',
    altLogo: '/brand/nordshop-logo-light.svg',
    privacyURL: '/personvern',
    currency: 'NOK',
    allowExVAT: true,
    standardVatRate: 25,
    postalCodeRegex: /^\d{4}$/,
    mobileRegex: null,
    showPriceDisclaimer: true,
    showShippingInfo: true,
    timeZone: 'Europe/Oslo',
    freeShippingFrom: 49_900,
    icons: {
      shipping: [icon('posten', 64, 24)],
      trust: [icon('trustpilot', 80, 24), icon('trygg-e-handel', 48, 48)],
    },
  },
  da: {
    code: 'da',
    name: 'Nordshop Danmark',
    storeID: 5,
    iso: 'da-DK',
    countryCode: 'DK',
    country: 'Danmark',
    brand: 'Nordshop',
    logo: '/brand/nordshop-logo.svg',
    altLogo: '/brand/nordshop-logo-light.svg',
    privacyURL: '/privatlivspolitik',
    currency: 'DKK',
    allowExVAT: false,
    standardVatRate: 25,
    postalCodeRegex: /^\d{4}$/,
    mobileRegex: null,
    showPriceDisclaimer: false,
    showShippingInfo: true,
    timeZone: 'Europe/Copenhagen',
    freeShippingFrom: 39_900,
    icons: {
      shipping: [icon('postnord', 64, 24)],
      trust: [icon('trustpilot', 80, 24), icon('e-maerket', 48, 48)],
    },
  },
  fi: {
    code: 'fi',
    name: 'Nordshop Suomi',
    storeID: 4,
    iso: 'fi-FI',
    countryCode: 'FI',
    country: 'Suomi',
    brand: 'Nordshop',
    logo: '/brand/nordshop-logo.svg',
    altLogo: '/brand/nordshop-logo-light.svg',
    privacyURL: '/tietosuojaseloste',
    currency: 'EUR',
    allowExVAT: true,
    standardVatRate: 25.5,
    postalCodeRegex: /^\d{5}$/,
    mobileRegex: null,
    showPriceDisclaimer: false,
    showShippingInfo: true,
    timeZone: 'Europe/Helsinki',
    freeShippingFrom: 4_500,
    icons: {
      shipping: [icon('posti', 64, 24), icon('postnord', 64, 24)],
      trust: [icon('trustpilot', 80, 24), icon('luotettava-kumppani', 48, 48)],
    },
  },
  nl: {
    code: 'nl',
    name: 'Nordshop Nederland',
    storeID: 6,
    iso: 'nl-NL',
    countryCode: 'NL',
    country: 'Nederland',
    brand: 'Nordshop',
    logo: '/brand/nordshop-logo.svg',
    altLogo: '/brand/nordshop-logo-light.svg',
    privacyURL: '/privacybeleid',
    currency: 'EUR',
    allowExVAT: true,
    standardVatRate: 21,
    postalCodeRegex: /^\d{4}\s?[A-Za-z]{2}$/,
    mobileRegex: null,
    showPriceDisclaimer: false,
    showShippingInfo: true,
    timeZone: 'Europe/Amsterdam',
    freeShippingFrom: 4_500,
    icons: {
      shipping: [icon('postnl', 64, 24)],
      trust: [icon('trustpilot', 80, 24), icon('thuiswinkel-waarborg', 48, 48)],
    },
  },
};

/** Whether a string is one of the five storefront codes. */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The storefront of a code. */
export function getStorefront(code: LocaleCode): Storefront {
  return STOREFRONTS[code];
}

/** The storefront whose storeID is `storeID`, or undefined. */
export function storefrontByStoreId(storeID: number): Storefront | undefined {
  return LOCALE_CODES.map((code) => STOREFRONTS[code]).find((s) => s.storeID === storeID);
}
