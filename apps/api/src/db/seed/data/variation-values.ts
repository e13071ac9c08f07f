import type { L } from './localized';

/** A value of a variation attribute: its SKU suffix and localized name. */
export interface VariationValueSeed {
  readonly code: string;
  readonly suffix: string;
  readonly name: L;
  /** Price change in Swedish kronor (capacities cost more). */
  readonly priceDeltaSek: number;
  /** Fill colour of the generated image. */
  readonly hex: string;
}

/** The colour attribute. */
export const COLOR_ATTRIBUTE = {
  code: 'color',
  name: { sv: 'Färg', no: 'Farge', da: 'Farve', fi: 'Väri', nl: 'Kleur' } satisfies L,
  values: [
    {
      code: 'black',
      suffix: 'BLK',
      name: { sv: 'Svart', no: 'Svart', da: 'Sort', fi: 'Musta', nl: 'Zwart' },
      priceDeltaSek: 0,
      hex: '#1f2933',
    },
    {
      code: 'white',
      suffix: 'WHT',
      name: { sv: 'Vit', no: 'Hvit', da: 'Hvid', fi: 'Valkoinen', nl: 'Wit' },
      priceDeltaSek: 0,
      hex: '#f5f7fa',
    },
    {
      code: 'blue',
      suffix: 'BLU',
      name: { sv: 'Blå', no: 'Blå', da: 'Blå', fi: 'Sininen', nl: 'Blauw' },
      priceDeltaSek: 0,
      hex: '#2f6fb3',
    },
    {
      code: 'red',
      suffix: 'RED',
      name: { sv: 'Röd', no: 'Rød', da: 'Rød', fi: 'Punainen', nl: 'Rood' },
      priceDeltaSek: 0,
      hex: '#c2412d',
    },
    {
      code: 'green',
      suffix: 'GRN',
      name: { sv: 'Grön', no: 'Grønn', da: 'Grøn', fi: 'Vihreä', nl: 'Groen' },
      priceDeltaSek: 0,
      hex: '#3d8b5a',
    },
    {
      code: 'pink',
      suffix: 'PNK',
      name: { sv: 'Rosa', no: 'Rosa', da: 'Lyserød', fi: 'Vaaleanpunainen', nl: 'Roze' },
      priceDeltaSek: 0,
      hex: '#e59ab5',
    },
    {
      code: 'purple',
      suffix: 'PRP',
      name: { sv: 'Lila', no: 'Lilla', da: 'Lilla', fi: 'Violetti', nl: 'Paars' },
      priceDeltaSek: 0,
      hex: '#7b5ea7',
    },
    {
      code: 'brown',
      suffix: 'BRN',
      name: { sv: 'Brun', no: 'Brun', da: 'Brun', fi: 'Ruskea', nl: 'Bruin' },
      priceDeltaSek: 0,
      hex: '#8a5a3b',
    },
  ] satisfies VariationValueSeed[],
} as const;

const same = (text: string): L => ({ sv: text, no: text, da: text, fi: text, nl: text });

/** The capacity attribute of memory cards. */
export const CAPACITY_ATTRIBUTE = {
  code: 'capacity',
  name: {
    sv: 'Kapacitet',
    no: 'Kapasitet',
    da: 'Kapacitet',
    fi: 'Kapasiteetti',
    nl: 'Capaciteit',
  } satisfies L,
  values: [
    { code: '64gb', suffix: '64G', name: same('64 GB'), priceDeltaSek: 0, hex: '#4a5568' },
    { code: '128gb', suffix: '128G', name: same('128 GB'), priceDeltaSek: 80, hex: '#2b6cb0' },
    { code: '256gb', suffix: '256G', name: same('256 GB'), priceDeltaSek: 200, hex: '#2c7a7b' },
    { code: '512gb', suffix: '512G', name: same('512 GB'), priceDeltaSek: 450, hex: '#9c4221' },
  ] satisfies VariationValueSeed[],
} as const;
