import type { PhoneModelFacet } from '@nordshop/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comparePlainNames,
  groupPhoneModels,
  packPhoneModelGroups,
  unpackPhoneModelGroups,
  type PhoneModelGroup,
} from './phone-model-groups';

const APPLE = { slug: 'apple', name: 'Apple', position: 0 };
const SAMSUNG = { slug: 'samsung', name: 'Samsung', position: 5 };
const OTHERS = { slug: 'others', name: 'Övriga modeller', position: 9 };

const model = (
  name: string,
  brand: PhoneModelFacet['brand'],
  released: string | null,
): PhoneModelFacet => ({
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  count: 3,
  brand,
  released,
});

describe('comparePlainNames', () => {
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

  it.each([
    ['iPhone 15', 'iPhone 15 Plus', -1],
    ['iPhone 9', 'iPhone 10', -1],
    ['Galaxy S24 Ultra', 'Galaxy S24', 1],
    ['galaxy a5', 'Galaxy A5', 0],
    ['Pixel 007', 'Pixel 7', 0],
    ['Note 10', 'Note10', -1],
  ])('orders %s and %s as the collator does', (a, b, order) => {
    expect(comparePlainNames(a, b)).toBe(order);
    expect(Math.sign(collator.compare(a, b))).toBe(order);
  });

  it('orders any names of letters, digits and spaces exactly as the collator (property)', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9 ]{0,14}$/);
    const modelLike = fc
      .tuple(
        fc.constantFrom('iPhone', 'Galaxy', 'Pixel', 'Note', 'Redmi'),
        fc.nat(30),
        fc.constantFrom('', ' Plus', ' Pro', 'e', ' Ultra', 'a'),
      )
      .map(([maker, number, suffix]) => `${maker} ${number}${suffix}`);
    fc.assert(
      fc.property(fc.oneof(name, modelLike), fc.oneof(name, modelLike), (a, b) => {
        expect(comparePlainNames(a, b)).toBe(Math.sign(collator.compare(a, b)));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('groupPhoneModels', () => {
  it('groups by maker in brand-list order, each maker newest model first', () => {
    const groups = groupPhoneModels([
      model('Fairphone 5', OTHERS, '2023-09'),
      model('Galaxy S22', SAMSUNG, '2022-02'),
      model('iPhone 12', APPLE, '2020-10'),
      model('iPhone SE (2022)', APPLE, '2022-03'),
      model('Galaxy S24 Ultra', SAMSUNG, '2024-01'),
      model('iPhone 16 Pro', APPLE, '2024-09'),
      model('iPhone 14', APPLE, '2022-09'),
    ]);
    expect(groups.map((g) => [g.brand.name, g.models.map((m) => m.name)])).toEqual([
      ['Apple', ['iPhone 16 Pro', 'iPhone 14', 'iPhone SE (2022)', 'iPhone 12']],
      ['Samsung', ['Galaxy S24 Ultra', 'Galaxy S22']],
      ['Övriga modeller', ['Fairphone 5']],
    ]);
  });

  it('orders models of the same month by name, numbers as numbers', () => {
    const groups = groupPhoneModels([
      model('iPhone 15 Pro Max', APPLE, '2023-09'),
      model('iPhone 15', APPLE, '2023-09'),
      model('iPhone 15 Pro', APPLE, '2023-09'),
      model('iPhone 9', APPLE, '2023-09'),
    ]);
    expect(groups[0]?.models.map((m) => m.name)).toEqual([
      'iPhone 9',
      'iPhone 15',
      'iPhone 15 Pro',
      'iPhone 15 Pro Max',
    ]);
  });

  it('keeps of each model only what the filter renders: slug, name and count', () => {
    const groups = groupPhoneModels([model('iPhone 15', APPLE, '2023-09')]);
    expect(groups).toStrictEqual([
      {
        brand: { slug: 'apple', name: 'Apple' },
        models: [{ slug: 'iphone-15', name: 'iPhone 15', count: 3 }],
      },
    ]);
  });

  it('puts models without a release month after the dated ones', () => {
    const groups = groupPhoneModels([
      model('Doro 8100', OTHERS, null),
      model('Nokia G22', OTHERS, '2023-03'),
      model('Ett eget märke', OTHERS, null),
    ]);
    expect(groups[0]?.models.map((m) => m.name)).toEqual([
      'Nokia G22',
      'Doro 8100',
      'Ett eget märke',
    ]);
  });

  it('keeps every model exactly once and leaves its input as it was', () => {
    const brands = [APPLE, SAMSUNG, OTHERS];
    const facet = fc
      .record({
        name: fc.string({ minLength: 1, maxLength: 12 }),
        brand: fc.constantFrom(...brands),
        released: fc.option(
          fc
            .tuple(fc.integer({ min: 2015, max: 2026 }), fc.integer({ min: 1, max: 12 }))
            .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`),
        ),
      })
      .map(({ name, brand, released }) => model(name, brand, released));
    // Unique slugs, by which each chosen model is found among the facets again.
    const facets = fc
      .array(facet, { maxLength: 30 })
      .map((list) => list.map((entry, i) => ({ ...entry, slug: `model-${i}` })));
    fc.assert(
      fc.property(facets, (models) => {
        const released = new Map(models.map((m) => [m.slug, m.released]));
        const before = JSON.stringify(models);
        const groups = groupPhoneModels(models);
        expect(JSON.stringify(models)).toBe(before);
        expect(groups.flatMap((g) => g.models)).toHaveLength(models.length);
        const positions = groups.map((g) => brands.find((b) => b.slug === g.brand.slug)!.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        for (const group of groups) {
          const months = group.models.map((m) => released.get(m.slug) ?? '');
          expect(months).toEqual([...months].sort().reverse());
        }
      }),
    );
  });
});

describe('packPhoneModelGroups', () => {
  const apple: PhoneModelGroup = {
    brand: { slug: 'apple', name: 'Apple' },
    models: [
      { slug: 'iphone-16', name: 'iPhone 16', count: 18 },
      { slug: 'iphone-15', name: 'iPhone 15', count: 25 },
    ],
  };
  const others: PhoneModelGroup = {
    brand: { slug: 'others', name: 'Övriga modeller' },
    models: [],
  };

  it.each([
    { name: 'no groups', groups: [] },
    { name: 'a maker with its models', groups: [apple] },
    { name: 'makers with and without models', groups: [apple, others] },
  ])('gives back $name exactly', ({ groups }) => {
    expect(unpackPhoneModelGroups(packPhoneModelGroups(groups) ?? '')).toEqual(groups);
  });

  it('leaves groups holding other fields unpacked', () => {
    const withFacetFields = [
      { ...apple, models: [{ slug: 'iphone-16', name: 'iPhone 16', count: 18, released: null }] },
    ];
    expect(packPhoneModelGroups(withFacetFields)).toBeUndefined();
    const withPosition = [{ ...apple, brand: { slug: 'apple', name: 'Apple', position: 0 } }];
    expect(packPhoneModelGroups(withPosition)).toBeUndefined();
  });

  it('gives back any groups exactly (property)', () => {
    const group = fc.record({
      brand: fc.record({ slug: fc.string(), name: fc.string() }),
      models: fc.array(fc.record({ slug: fc.string(), name: fc.string(), count: fc.nat() }), {
        maxLength: 8,
      }),
    });
    fc.assert(
      fc.property(fc.array(group, { maxLength: 6 }), (groups) => {
        expect(unpackPhoneModelGroups(packPhoneModelGroups(groups) ?? '')).toEqual(groups);
      }),
    );
  });
});
