import type { ProductDetail } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import {
  ProductSearchSchema,
  chosenVariation,
  shownImages,
  variationChoices,
} from './product-variation';

const thumb = (url: string) => ({ url, width: 300, height: 300 });
const picture = (url: string) => ({
  url,
  width: 800,
  height: 800,
  sort_order: 0,
  type: 4 as const,
});
const variation = (sku: string, colour: string) => ({
  id: sku.length,
  sku,
  slug: `skal-${colour}`,
  name: `Skal, ${colour}`,
  attributes: { color: colour },
  thumb: thumb(`/${colour}-300.svg`),
  vat: 25,
  prices: { n: [{ p: 19_900, q: 1, o: 19_900, d: 0 }], c: [] },
  stock_status: 'in-stock',
  estimated_at: null,
  images: [picture(`/${colour}-800.svg`)],
});

const product = {
  selected_sku: null,
  images: [picture('/main-800.svg')],
  variations: [variation('NS-SIL-1-BLK', 'black'), variation('NS-SIL-1-BLU', 'blue')],
  variation_attributes: [
    {
      code: 'color',
      name: 'Färg',
      values: [
        { code: 'black', name: 'Svart' },
        { code: 'blue', name: 'Blå' },
      ],
    },
  ],
} satisfies Pick<ProductDetail, 'selected_sku' | 'images' | 'variations' | 'variation_attributes'>;

describe('chosenVariation', () => {
  it.each([
    {
      name: 'the one the variant parameter names',
      variant: 'NS-SIL-1-BLU',
      selected: null,
      sku: 'NS-SIL-1-BLU',
    },
    {
      name: 'the one the slug named without a parameter',
      variant: undefined,
      selected: 'NS-SIL-1-BLU',
      sku: 'NS-SIL-1-BLU',
    },
    {
      name: 'the parameter over the slug',
      variant: 'NS-SIL-1-BLK',
      selected: 'NS-SIL-1-BLU',
      sku: 'NS-SIL-1-BLK',
    },
    {
      name: 'the first for a SKU of no variation',
      variant: 'NS-XXX-1',
      selected: null,
      sku: 'NS-SIL-1-BLK',
    },
    { name: 'the first without either', variant: undefined, selected: null, sku: 'NS-SIL-1-BLK' },
  ])('shows $name', ({ variant, selected, sku }) => {
    expect(chosenVariation({ ...product, selected_sku: selected }, variant)?.sku).toBe(sku);
  });

  it('shows none for a product without variations', () => {
    expect(chosenVariation({ ...product, variations: [] }, 'NS-SIL-1-BLU')).toBeUndefined();
  });
});

describe('variationChoices', () => {
  it('names colours by their value and shows each one’s picture', () => {
    expect(variationChoices(product)).toEqual({
      legend: 'Färg',
      colour: true,
      choices: [
        { sku: 'NS-SIL-1-BLK', label: 'Svart', swatch: thumb('/black-300.svg') },
        { sku: 'NS-SIL-1-BLU', label: 'Blå', swatch: thumb('/blue-300.svg') },
      ],
    });
  });

  it('names other attributes by their value, without pictures', () => {
    const cable = {
      variations: [{ ...variation('NS-USC-1-2M', 'white'), attributes: { length: '2m' } }],
      variation_attributes: [
        { code: 'length', name: 'Längd', values: [{ code: '2m', name: '2 m' }] },
      ],
    };
    expect(variationChoices(cable)).toEqual({
      legend: 'Längd',
      colour: false,
      choices: [{ sku: 'NS-USC-1-2M', label: '2 m' }],
    });
  });

  it('falls back to the variations’ names without attributes', () => {
    expect(variationChoices({ ...product, variation_attributes: [] }).choices[0]).toEqual({
      sku: 'NS-SIL-1-BLK',
      label: 'Skal, black',
    });
  });
});

describe('shownImages', () => {
  it('shows the chosen colour’s pictures, else the product’s', () => {
    expect(shownImages(product, product.variations[1])).toEqual([picture('/blue-800.svg')]);
    expect(shownImages(product, { images: [] })).toEqual(product.images);
    expect(shownImages(product, undefined)).toEqual(product.images);
  });
});

describe('ProductSearchSchema', () => {
  it.each([
    { raw: { variant: 'NS-SIL-10234-BLU' }, variant: 'NS-SIL-10234-BLU' },
    { raw: { variant: 'ns-sil-1' }, variant: undefined },
    { raw: { variant: '<script>' }, variant: undefined },
    { raw: { variant: 'X'.repeat(65) }, variant: undefined },
    { raw: {}, variant: undefined },
  ])('reads variant $raw.variant as $variant', ({ raw, variant }) => {
    expect(ProductSearchSchema.parse(raw).variant).toBe(variant);
  });
});
