import type { L } from './localized';

/** A product-type category of the main menu and its subcategories (slugs come from the names). */
export interface TypeCategorySeed {
  readonly key: string;
  readonly name: L;
  readonly children: readonly { readonly key: string; readonly name: L }[];
}

/** The product-type half of the category tree; the discount category of a product is its top's index + 1. */
export const TYPE_CATEGORIES: readonly TypeCategorySeed[] = [
  {
    key: 'cases',
    name: {
      sv: 'Mobilskal',
      no: 'Mobildeksler',
      da: 'Mobilcovers',
      fi: 'Puhelinkotelot',
      nl: 'Telefoonhoesjes',
    },
    children: [
      {
        key: 'wallet-cases',
        name: {
          sv: 'Plånboksfodral',
          no: 'Lommebokdeksler',
          da: 'Pungcovers',
          fi: 'Lompakkokotelot',
          nl: 'Bookcases',
        },
      },
      {
        key: 'silicone-cases',
        name: {
          sv: 'Silikonskal',
          no: 'Silikondeksler',
          da: 'Silikonecovers',
          fi: 'Silikonikuoret',
          nl: 'Siliconen hoesjes',
        },
      },
      {
        key: 'rugged-cases',
        name: {
          sv: 'Stöttåliga skal',
          no: 'Støtsikre deksler',
          da: 'Stødsikre covers',
          fi: 'Iskunkestävät kuoret',
          nl: 'Schokbestendige hoesjes',
        },
      },
      {
        key: 'magsafe-cases',
        name: {
          sv: 'MagSafe-skal',
          no: 'MagSafe-deksler',
          da: 'MagSafe-covers',
          fi: 'MagSafe-kuoret',
          nl: 'MagSafe-hoesjes',
        },
      },
    ],
  },
  {
    key: 'screen-protection',
    name: {
      sv: 'Skärmskydd',
      no: 'Skjermbeskyttere',
      da: 'Skærmbeskyttelse',
      fi: 'Näytönsuojat',
      nl: 'Screenprotectors',
    },
    children: [
      {
        key: 'tempered-glass',
        name: {
          sv: 'Härdat glas',
          no: 'Herdet glass',
          da: 'Hærdet glas',
          fi: 'Panssarilasit',
          nl: 'Gehard glas',
        },
      },
      {
        key: 'privacy-glass',
        name: {
          sv: 'Sekretesskydd',
          no: 'Personvernglass',
          da: 'Privatlivsglas',
          fi: 'Yksityisyyssuojat',
          nl: 'Privacy-screenprotectors',
        },
      },
      {
        key: 'camera-protection',
        name: {
          sv: 'Kameraskydd',
          no: 'Kamerabeskyttere',
          da: 'Kamerabeskyttere',
          fi: 'Kameransuojat',
          nl: 'Camerabeschermers',
        },
      },
    ],
  },
  {
    key: 'chargers',
    name: { sv: 'Laddare', no: 'Ladere', da: 'Opladere', fi: 'Laturit', nl: 'Opladers' },
    children: [
      {
        key: 'wall-chargers',
        name: {
          sv: 'Väggladdare',
          no: 'Veggladere',
          da: 'Vægopladere',
          fi: 'Seinälaturit',
          nl: 'Thuisladers',
        },
      },
      {
        key: 'car-chargers',
        name: {
          sv: 'Billaddare',
          no: 'Billadere',
          da: 'Bilopladere',
          fi: 'Autolaturit',
          nl: 'Autoladers',
        },
      },
      {
        key: 'wireless-chargers',
        name: {
          sv: 'Trådlösa laddare',
          no: 'Trådløse ladere',
          da: 'Trådløse opladere',
          fi: 'Langattomat laturit',
          nl: 'Draadloze opladers',
        },
      },
      {
        key: 'power-banks',
        name: {
          sv: 'Powerbanks',
          no: 'Powerbanker',
          da: 'Powerbanks',
          fi: 'Varavirtalähteet',
          nl: 'Powerbanks',
        },
      },
    ],
  },
  {
    key: 'cables',
    name: {
      sv: 'Kablar och adaptrar',
      no: 'Kabler og adaptere',
      da: 'Kabler og adaptere',
      fi: 'Kaapelit ja sovittimet',
      nl: 'Kabels en adapters',
    },
    children: [
      {
        key: 'usb-c-cables',
        name: {
          sv: 'USB-C-kablar',
          no: 'USB-C-kabler',
          da: 'USB-C-kabler',
          fi: 'USB-C-kaapelit',
          nl: 'USB-C-kabels',
        },
      },
      {
        key: 'lightning-cables',
        name: {
          sv: 'Lightning-kablar',
          no: 'Lightning-kabler',
          da: 'Lightning-kabler',
          fi: 'Lightning-kaapelit',
          nl: 'Lightning-kabels',
        },
      },
      {
        key: 'adapters',
        name: {
          sv: 'Adaptrar',
          no: 'Adaptere',
          da: 'Adaptere',
          fi: 'Sovittimet',
          nl: 'Verloopstukken',
        },
      },
    ],
  },
  {
    key: 'audio',
    name: { sv: 'Ljud', no: 'Lyd', da: 'Lyd', fi: 'Ääni', nl: 'Audio' },
    children: [
      {
        key: 'headphones',
        name: {
          sv: 'Hörlurar',
          no: 'Hodetelefoner',
          da: 'Høretelefoner',
          fi: 'Kuulokkeet',
          nl: 'Oordopjes',
        },
      },
      {
        key: 'speakers',
        name: {
          sv: 'Högtalare',
          no: 'Høyttalere',
          da: 'Højttalere',
          fi: 'Kaiuttimet',
          nl: 'Speakers',
        },
      },
    ],
  },
  {
    key: 'spare-parts',
    name: {
      sv: 'Reservdelar',
      no: 'Reservedeler',
      da: 'Reservedele',
      fi: 'Varaosat',
      nl: 'Onderdelen',
    },
    children: [
      {
        key: 'screens',
        name: { sv: 'Skärmar', no: 'Skjermer', da: 'Skærme', fi: 'Näytöt', nl: 'Schermen' },
      },
      {
        key: 'batteries',
        name: { sv: 'Batterier', no: 'Batterier', da: 'Batterier', fi: 'Akut', nl: 'Batterijen' },
      },
      {
        key: 'charging-ports',
        name: {
          sv: 'Laddkontakter',
          no: 'Ladekontakter',
          da: 'Ladestik',
          fi: 'Latausliittimet',
          nl: 'Laadconnectoren',
        },
      },
      {
        key: 'back-covers',
        name: {
          sv: 'Baksidor',
          no: 'Bakdeksler',
          da: 'Bagsider',
          fi: 'Takakannet',
          nl: 'Achterkanten',
        },
      },
      {
        key: 'cameras',
        name: { sv: 'Kameror', no: 'Kameraer', da: 'Kameraer', fi: 'Kamerat', nl: 'Cameramodules' },
      },
      {
        key: 'tools',
        name: { sv: 'Verktyg', no: 'Verktøy', da: 'Værktøj', fi: 'Työkalut', nl: 'Gereedschap' },
      },
    ],
  },
  {
    key: 'accessories',
    name: { sv: 'Tillbehör', no: 'Tilbehør', da: 'Tilbehør', fi: 'Tarvikkeet', nl: 'Accessoires' },
    children: [
      {
        key: 'car-holders',
        name: {
          sv: 'Bilhållare',
          no: 'Bilholdere',
          da: 'Bilholdere',
          fi: 'Autotelineet',
          nl: 'Autohouders',
        },
      },
      {
        key: 'grips',
        name: {
          sv: 'Mobilgrepp',
          no: 'Mobilgrep',
          da: 'Mobilgreb',
          fi: 'Sormipidikkeet',
          nl: 'Telefoongrips',
        },
      },
      {
        key: 'straps',
        name: {
          sv: 'Mobilband',
          no: 'Mobilstropper',
          da: 'Mobilstropper',
          fi: 'Puhelinhihnat',
          nl: 'Telefoonkoorden',
        },
      },
      {
        key: 'memory-cards',
        name: {
          sv: 'Minneskort',
          no: 'Minnekort',
          da: 'Hukommelseskort',
          fi: 'Muistikortit',
          nl: 'Geheugenkaarten',
        },
      },
      {
        key: 'gift-cards',
        name: {
          sv: 'Presentkort',
          no: 'Gavekort',
          da: 'Gavekort',
          fi: 'Lahjakortit',
          nl: 'Cadeaukaarten',
        },
      },
    ],
  },
];
