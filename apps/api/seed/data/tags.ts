import type { L } from './localized';

/** Product tags with a page each (slugs come from the names). */
export const TAG_SEEDS: readonly { readonly key: string; readonly name: L }[] = [
  {
    key: 'magsafe',
    name: {
      sv: 'MagSafe-kompatibel',
      no: 'MagSafe-kompatibel',
      da: 'MagSafe-kompatibel',
      fi: 'MagSafe-yhteensopiva',
      nl: 'MagSafe-compatibel',
    },
  },
  {
    key: 'recycled',
    name: {
      sv: 'Återvunnet material',
      no: 'Resirkulert materiale',
      da: 'Genanvendt materiale',
      fi: 'Kierrätetty materiaali',
      nl: 'Gerecycled materiaal',
    },
  },
  {
    key: 'fast-charging',
    name: {
      sv: 'Snabbladdning',
      no: 'Hurtiglading',
      da: 'Hurtigopladning',
      fi: 'Pikalataus',
      nl: 'Snelladen',
    },
  },
  {
    key: 'bestseller',
    name: {
      sv: 'Bästsäljare',
      no: 'Bestselger',
      da: 'Bestseller',
      fi: 'Myydyimmät',
      nl: 'Bestsellers',
    },
  },
  {
    key: 'gift-idea',
    name: {
      sv: 'Presenttips',
      no: 'Gavetips',
      da: 'Gaveidéer',
      fi: 'Lahjavinkit',
      nl: 'Cadeautips',
    },
  },
  {
    key: 'waterproof',
    name: { sv: 'Vattentät', no: 'Vanntett', da: 'Vandtæt', fi: 'Vedenkestävä', nl: 'Waterdicht' },
  },
  {
    key: 'slim',
    name: {
      sv: 'Tunn design',
      no: 'Tynt design',
      da: 'Tyndt design',
      fi: 'Ohut muotoilu',
      nl: 'Dun ontwerp',
    },
  },
  // The menu's quick links (spec section 2): offers (every campaign product), used, inspirations.
  {
    key: 'offers',
    name: { sv: 'Erbjudanden', no: 'Tilbud', da: 'Tilbud', fi: 'Tarjoukset', nl: 'Aanbiedingen' },
  },
  {
    key: 'used',
    name: { sv: 'Begagnat', no: 'Brukt', da: 'Brugt', fi: 'Käytetyt', nl: 'Tweedehands' },
  },
  {
    key: 'inspiration',
    name: {
      sv: 'Inspiration',
      no: 'Inspirasjon',
      da: 'Inspiration',
      fi: 'Inspiraatio',
      nl: 'Inspiratie',
    },
  },
];
