import type { LocaleCode } from '@nordshop/locale-config';

/** Where a search hint leads: a CMS page slug, a category by key, or a device brand slug. */
export type TriggerTarget =
  { readonly page: string } | { readonly category: string } | { readonly deviceBrand: string };

/** [trigger word, target, title] per locale. */
export const SEARCH_TRIGGERS: Readonly<
  Record<LocaleCode, readonly (readonly [string, TriggerTarget, string])[]>
> = {
  sv: [
    ['retur', { page: 'returer' }, 'Så returnerar du en vara'],
    ['frakt', { page: 'frakt' }, 'Frakt och leverans'],
    ['leverans', { page: 'frakt' }, 'Frakt och leverans'],
    ['kundservice', { page: 'kundservice' }, 'Kontakta kundservice'],
    ['garanti', { page: 'kopvillkor' }, 'Garanti och köpvillkor'],
    ['presentkort', { category: 'gift-cards' }, 'Presentkort'],
    ['reparation', { category: 'spare-parts' }, 'Reservdelar för reparation'],
    ['iphone', { deviceBrand: 'apple' }, 'Allt för iPhone'],
    ['samsung', { deviceBrand: 'samsung' }, 'Allt för Samsung Galaxy'],
  ],
  no: [
    ['retur', { page: 'retur' }, 'Slik returnerer du en vare'],
    ['frakt', { page: 'frakt' }, 'Frakt og levering'],
    ['levering', { page: 'frakt' }, 'Frakt og levering'],
    ['kundeservice', { page: 'kundeservice' }, 'Kontakt kundeservice'],
    ['garanti', { page: 'kjopsvilkar' }, 'Garanti og kjøpsvilkår'],
    ['gavekort', { category: 'gift-cards' }, 'Gavekort'],
    ['reparasjon', { category: 'spare-parts' }, 'Reservedeler for reparasjon'],
    ['iphone', { deviceBrand: 'apple' }, 'Alt til iPhone'],
    ['samsung', { deviceBrand: 'samsung' }, 'Alt til Samsung Galaxy'],
  ],
  da: [
    ['retur', { page: 'returnering' }, 'Sådan returnerer du en vare'],
    ['fragt', { page: 'fragt' }, 'Fragt og levering'],
    ['levering', { page: 'fragt' }, 'Fragt og levering'],
    ['kundeservice', { page: 'kundeservice' }, 'Kontakt kundeservice'],
    ['garanti', { page: 'handelsbetingelser' }, 'Garanti og handelsbetingelser'],
    ['gavekort', { category: 'gift-cards' }, 'Gavekort'],
    ['reparation', { category: 'spare-parts' }, 'Reservedele til reparation'],
    ['iphone', { deviceBrand: 'apple' }, 'Alt til iPhone'],
    ['samsung', { deviceBrand: 'samsung' }, 'Alt til Samsung Galaxy'],
  ],
  fi: [
    ['palautus', { page: 'palautukset' }, 'Näin palautat tuotteen'],
    ['toimitus', { page: 'toimitus' }, 'Toimitus'],
    ['asiakaspalvelu', { page: 'asiakaspalvelu' }, 'Ota yhteyttä asiakaspalveluun'],
    ['takuu', { page: 'toimitusehdot' }, 'Takuu ja toimitusehdot'],
    ['lahjakortti', { category: 'gift-cards' }, 'Lahjakortit'],
    ['korjaus', { category: 'spare-parts' }, 'Varaosat korjaukseen'],
    ['iphone', { deviceBrand: 'apple' }, 'Kaikki iPhoneen'],
    ['samsung', { deviceBrand: 'samsung' }, 'Kaikki Samsung Galaxyyn'],
  ],
  nl: [
    ['retour', { page: 'retourneren' }, 'Zo stuur je een product terug'],
    ['verzending', { page: 'verzending' }, 'Verzending en levering'],
    ['levering', { page: 'verzending' }, 'Verzending en levering'],
    ['klantenservice', { page: 'klantenservice' }, 'Neem contact op met de klantenservice'],
    ['garantie', { page: 'algemene-voorwaarden' }, 'Garantie en voorwaarden'],
    ['cadeaukaart', { category: 'gift-cards' }, 'Cadeaukaarten'],
    ['reparatie', { category: 'spare-parts' }, 'Onderdelen voor reparatie'],
    ['iphone', { deviceBrand: 'apple' }, 'Alles voor je iPhone'],
    ['samsung', { deviceBrand: 'samsung' }, 'Alles voor je Samsung Galaxy'],
  ],
};
