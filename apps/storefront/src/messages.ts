import type { LocaleCode } from '@nordshop/locale-config';

/** UI texts of the shell in the five storefront languages. */
export const MESSAGES = {
  sv: {
    welcome: 'Välkommen till {name}',
    tagline: 'Tillbehör och reservdelar till din mobil.',
    currency: 'Priser i {currency}',
    pricesInclVat: 'Priser visas inkl. moms',
    pricesExclVat: 'Priser visas exkl. moms',
    showExclVat: 'Visa priser exkl. moms (företag)',
    showInclVat: 'Visa priser inkl. moms (privatperson)',
  },
  no: {
    welcome: 'Velkommen til {name}',
    tagline: 'Tilbehør og reservedeler til mobilen din.',
    currency: 'Priser i {currency}',
    pricesInclVat: 'Prisene vises inkl. mva.',
    pricesExclVat: 'Prisene vises ekskl. mva.',
    showExclVat: 'Vis priser ekskl. mva. (bedrift)',
    showInclVat: 'Vis priser inkl. mva. (privatperson)',
  },
  da: {
    welcome: 'Velkommen til {name}',
    tagline: 'Tilbehør og reservedele til din mobil.',
    currency: 'Priser i {currency}',
    pricesInclVat: 'Priserne vises inkl. moms',
    pricesExclVat: 'Priserne vises ekskl. moms',
    showExclVat: 'Vis priser ekskl. moms (virksomhed)',
    showInclVat: 'Vis priser inkl. moms (privatperson)',
  },
  fi: {
    welcome: 'Tervetuloa, {name}',
    tagline: 'Tarvikkeet ja varaosat puhelimeesi.',
    currency: 'Hinnat valuutassa {currency}',
    pricesInclVat: 'Hinnat sisältävät ALV:n',
    pricesExclVat: 'Hinnat ilman ALV:tä',
    showExclVat: 'Näytä hinnat ilman ALV:tä (yritys)',
    showInclVat: 'Näytä hinnat sis. ALV (yksityishenkilö)',
  },
  nl: {
    welcome: 'Welkom bij {name}',
    tagline: 'Accessoires en onderdelen voor je telefoon.',
    currency: 'Prijzen in {currency}',
    pricesInclVat: 'Prijzen zijn inclusief btw',
    pricesExclVat: 'Prijzen zijn exclusief btw',
    showExclVat: 'Toon prijzen excl. btw (zakelijk)',
    showInclVat: 'Toon prijzen incl. btw (particulier)',
  },
} as const satisfies Record<LocaleCode, Record<string, string>>;

/** A message key of the shell. */
export type MessageKey = keyof (typeof MESSAGES)['sv'];

/** The text of `key` in `locale`, with `{name}` placeholders filled from `values`. */
export function message(locale: LocaleCode, key: MessageKey, values: Record<string, string> = {}): string {
  return MESSAGES[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
