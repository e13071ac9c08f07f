import { describe, expect, it } from 'vitest';
import { catalogLine } from './catalog-lines.test-data';
import { parseLines } from './parse-lines';

// Every problem of a batch at once, each named `lines.<line from 1>.<field>`.
const good = catalogLine('ZU', 1);
const tiers = (n: { p: number; q: number; o: number; d: number }[]) => ({
  ...good,
  prices: { ...good.prices, fi: { n, c: [] } },
});

describe('parseLines', () => {
  it.each([
    {
      name: 'a tier list that does not start at 1',
      line: tiers([{ p: 100, q: 2, o: 100, d: 0 }]),
      fields: { 'lines.1.prices.fi.n.0.q': 'the first tier must be from 1' },
    },
    {
      name: 'tiers that do not rise',
      line: tiers([
        { p: 100, q: 1, o: 100, d: 0 },
        { p: 90, q: 1, o: 100, d: 10 },
      ]),
      fields: { 'lines.1.prices.fi.n.1.q': 'must be larger than the tier before' },
    },
    {
      name: 'a product without texts or prices',
      line: { sku: 'ZU-2' },
      fields: {
        'lines.1.texts': 'must have the texts of at least one language',
        'lines.1.prices': 'must have the prices of at least one storefront',
      },
    },
    {
      name: 'a variation without its values',
      line: {
        ...good,
        parent_sku: 'ZU-9',
        categories: undefined,
        brand: undefined,
        tags: undefined,
      },
      fields: { 'lines.1.variation': 'is required for a variation' },
    },
    {
      name: 'a NUL in a name and an unknown field',
      line: { ...good, texts: { sv: { ...good.texts!.sv!, name: 'a\u0000b' } }, colour: 'red' },
      fields: {
        'lines.1.texts.sv.name': 'must not contain NUL or unpaired surrogate characters',
        'lines.1': 'Unrecognized key: "colour"',
      },
    },
  ])('names $name', ({ line, fields }) => {
    expect(parseLines([line]).errors).toEqual(fields);
  });

  it('numbers lines from 1, or by the numbers given (a file’s line numbers), and names all at once', () => {
    const bad = { ...good, stock: { quantity: -1 } };
    expect(Object.keys(parseLines([good, bad, bad]).errors)).toEqual([
      'lines.2.stock.quantity',
      'lines.3.stock.quantity',
    ]);
    expect(Object.keys(parseLines([bad, good], [7, 9]).errors)).toEqual(['lines.7.stock.quantity']);
  });

  it('names a SKU or page slug twice in a batch on its second line', () => {
    expect(parseLines([good, { ...good }]).errors).toMatchObject({
      'lines.2.sku': 'is also on line 1',
      'lines.2.texts.sv.slug': 'is also on line 1',
    });
  });

  it('takes a discontinued line with its SKU alone', () => {
    expect(parseLines([{ sku: 'ZU-1', discontinued: true }])).toMatchObject({ errors: {} });
  });
});
