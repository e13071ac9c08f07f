import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPIN_BUTTON, formatAtc, parseAtc } from '../index';

/** Base64 of UTF-8 text, as a link would carry it. */
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('parseAtc', () => {
  it.each([
    {
      name: 'reads sku:quantity pairs',
      value: b64('CASE-1:2;CABLE-1:1'),
      items: [
        { sku: 'CASE-1', quantity: 2 },
        { sku: 'CABLE-1', quantity: 1 },
      ],
      rejected: [],
    },
    {
      name: 'ignores empty entries and a trailing semicolon',
      value: b64('CASE-1:2;;CABLE-1:1;'),
      items: [
        { sku: 'CASE-1', quantity: 2 },
        { sku: 'CABLE-1', quantity: 1 },
      ],
      rejected: [],
    },
    {
      name: 'trims spaces around entries',
      value: b64(' CASE-1 : 2 ; CABLE-1:1 '),
      items: [
        { sku: 'CASE-1', quantity: 2 },
        { sku: 'CABLE-1', quantity: 1 },
      ],
      rejected: [],
    },
    {
      name: 'reads the quantity as an integer',
      value: b64('CASE-1:2.9'),
      items: [{ sku: 'CASE-1', quantity: 2 }],
      rejected: [],
    },
    {
      name: `caps a quantity at ${SPIN_BUTTON.cartLineMax}`,
      value: b64('CASE-1:99999'),
      items: [{ sku: 'CASE-1', quantity: 5000 }],
      rejected: [],
    },
    {
      name: 'combines entries of one SKU',
      value: b64('CASE-1:2;CABLE-1:1;CASE-1:3'),
      items: [
        { sku: 'CASE-1', quantity: 5 },
        { sku: 'CABLE-1', quantity: 1 },
      ],
      rejected: [],
    },
    {
      name: 'keeps a SKU with a colon in it',
      value: b64('USB:C-1:2'),
      items: [{ sku: 'USB:C-1', quantity: 2 }],
      rejected: [],
    },
    {
      name: 'reads a unicode SKU',
      value: b64('FODRAL-ÅÄÖ-💙:1'),
      items: [{ sku: 'FODRAL-ÅÄÖ-💙', quantity: 1 }],
      rejected: [],
    },
    {
      name: 'skips a zero quantity',
      value: b64('CASE-1:0;CABLE-1:1'),
      items: [{ sku: 'CABLE-1', quantity: 1 }],
      rejected: [{ entry: 'CASE-1:0', reason: 'invalidQuantity' }],
    },
    {
      name: 'skips a negative quantity',
      value: b64('CASE-1:-2'),
      items: [],
      rejected: [{ entry: 'CASE-1:-2', reason: 'invalidQuantity' }],
    },
    {
      name: 'skips a quantity that is not a number',
      value: b64('CASE-1:two'),
      items: [],
      rejected: [{ entry: 'CASE-1:two', reason: 'invalidQuantity' }],
    },
    {
      name: 'skips an entry without a quantity',
      value: b64('CASE-1'),
      items: [],
      rejected: [{ entry: 'CASE-1', reason: 'invalidQuantity' }],
    },
    {
      name: 'skips an entry without a SKU',
      value: b64(':3'),
      items: [],
      rejected: [{ entry: ':3', reason: 'missingSku' }],
    },
    {
      name: 'skips a SKU longer than 64 characters',
      value: b64(`${'X'.repeat(65)}:1`),
      items: [],
      rejected: [{ entry: `${'X'.repeat(65)}:1`, reason: 'invalidSku' }],
    },
    { name: 'reads an empty value as nothing', value: '', items: [], rejected: [] },
    {
      name: 'rejects text that is not base64',
      value: 'not base64!',
      items: [],
      rejected: [{ entry: 'not base64!', reason: 'invalidEncoding' }],
    },
    {
      name: 'rejects unicode input',
      value: 'Q0FTRS0xOjI=ä',
      items: [],
      rejected: [{ entry: 'Q0FTRS0xOjI=ä', reason: 'invalidEncoding' }],
    },
    {
      name: 'rejects base64 of bytes that are not UTF-8',
      value: '/w==',
      items: [],
      rejected: [{ entry: '/w==', reason: 'invalidEncoding' }],
    },
  ])('$name', ({ value, items, rejected }) => {
    expect(parseAtc(value)).toEqual({ items, rejected });
  });

  it.each([
    { name: 'without padding', value: b64('CASE-1:2').replace(/=+$/, '') },
    {
      name: 'in the URL-safe alphabet',
      value: b64('CASE-1:2>?').replace(/\+/g, '-').replace(/\//g, '_'),
    },
    {
      name: "with '+' turned into a space by the query string",
      value: b64('CASE-1:2>?').replace(/\+/g, ' '),
    },
  ])('decodes base64 $name', ({ value }) => {
    expect(parseAtc(value).rejected).toEqual([]);
    expect(parseAtc(value).items[0]?.sku).toMatch(/^CASE-1/);
  });

  it('never throws, whatever the string', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.base64String()),
        (value) => {
          const parsed = parseAtc(value);
          return parsed.items.every(
            (item) => item.sku.length > 0 && item.quantity >= 1 && item.quantity <= 5000,
          );
        },
      ),
    );
  });

  it('never throws on base64 of any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const parsed = parseAtc(b64(text));
        return Array.isArray(parsed.items) && Array.isArray(parsed.rejected);
      }),
    );
  });

  it('reads back what formatAtc wrote', () => {
    const sku = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
      .filter((s) => !s.includes(';') && s.trim() === s && s !== '' && s.length <= 64);
    const items = fc.uniqueArray(fc.record({ sku, quantity: fc.integer({ min: 1, max: 5000 }) }), {
      selector: (item) => item.sku,
      maxLength: 6,
    });
    fc.assert(
      fc.property(items, (list) => {
        const parsed = parseAtc(formatAtc(list));
        expect(parsed).toEqual({ items: list, rejected: [] });
      }),
    );
  });
});
