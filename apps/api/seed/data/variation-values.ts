import type { L } from './localized';

/** A value of a variation attribute: its code (a colour's is also its pictures' colour), SKU suffix and localized name. */
export interface VariationValueSeed {
  readonly code: string;
  readonly suffix: string;
  readonly name: L;
  /** Price change in Swedish kronor (capacities and lengths cost more). */
  readonly priceDeltaSek: number;
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
    },
    {
      code: 'white',
      suffix: 'WHT',
      name: { sv: 'Vit', no: 'Hvit', da: 'Hvid', fi: 'Valkoinen', nl: 'Wit' },
      priceDeltaSek: 0,
    },
    {
      code: 'blue',
      suffix: 'BLU',
      name: { sv: 'Blå', no: 'Blå', da: 'Blå', fi: 'Sininen', nl: 'Blauw' },
      priceDeltaSek: 0,
    },
    {
      code: 'red',
      suffix: 'RED',
      name: { sv: 'Röd', no: 'Rød', da: 'Rød', fi: 'Punainen', nl: 'Rood' },
      priceDeltaSek: 0,
    },
    {
      code: 'green',
      suffix: 'GRN',
      name: { sv: 'Grön', no: 'Grønn', da: 'Grøn', fi: 'Vihreä', nl: 'Groen' },
      priceDeltaSek: 0,
    },
    {
      code: 'pink',
      suffix: 'PNK',
      name: { sv: 'Rosa', no: 'Rosa', da: 'Lyserød', fi: 'Vaaleanpunainen', nl: 'Roze' },
      priceDeltaSek: 0,
    },
    {
      code: 'purple',
      suffix: 'PRP',
      name: { sv: 'Lila', no: 'Lilla', da: 'Lilla', fi: 'Violetti', nl: 'Paars' },
      priceDeltaSek: 0,
    },
    {
      code: 'brown',
      suffix: 'BRN',
      name: { sv: 'Brun', no: 'Brun', da: 'Brun', fi: 'Ruskea', nl: 'Bruin' },
      priceDeltaSek: 0,
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
    { code: '64gb', suffix: '64G', name: same('64 GB'), priceDeltaSek: 0 },
    { code: '128gb', suffix: '128G', name: same('128 GB'), priceDeltaSek: 80 },
    { code: '256gb', suffix: '256G', name: same('256 GB'), priceDeltaSek: 200 },
    { code: '512gb', suffix: '512G', name: same('512 GB'), priceDeltaSek: 450 },
  ] satisfies VariationValueSeed[],
} as const;

/** The length attribute of cables. */
export const LENGTH_ATTRIBUTE = {
  code: 'length',
  name: { sv: 'Längd', no: 'Lengde', da: 'Længde', fi: 'Pituus', nl: 'Lengte' } satisfies L,
  values: [
    { code: '1m', suffix: '1M', name: same('1 m'), priceDeltaSek: 0 },
    { code: '2m', suffix: '2M', name: same('2 m'), priceDeltaSek: 30 },
    { code: '3m', suffix: '3M', name: same('3 m'), priceDeltaSek: 50 },
  ] satisfies VariationValueSeed[],
} as const;

/** A variation attribute with its values. */
export interface VariationAttributeSeed {
  readonly code: string;
  readonly name: L;
  readonly values: readonly VariationValueSeed[];
}

/** The attribute of each kind of variation a family may have. */
export const VARIATION_ATTRIBUTES: Readonly<
  Record<'color' | 'capacity' | 'length', VariationAttributeSeed>
> = {
  color: COLOR_ATTRIBUTE,
  capacity: CAPACITY_ATTRIBUTE,
  length: LENGTH_ATTRIBUTE,
};
