import { describe, expect, it } from 'vitest';
import { keepUnitsTogether } from './non-breaking-units';

const NBSP = '\u00a0';

describe('keepUnitsTogether', () => {
  it.each([
    { text: 'Presentkort 1 000 kr', kept: `Presentkort 1${NBSP}000${NBSP}kr` },
    { text: 'Lightning-kabel 1 m', kept: `Lightning-kabel 1${NBSP}m` },
    {
      text: 'Powerbank 10 000 mAh med display',
      kept: `Powerbank 10${NBSP}000${NBSP}mAh med display`,
    },
    { text: 'Laddare med USB-C, 20 W', kept: `Laddare med USB-C, 20${NBSP}W` },
    { text: 'Gavekort 500 kr.', kept: `Gavekort 500${NBSP}kr.` },
    { text: 'Cadeaubon € 45', kept: `Cadeaubon €${NBSP}45` },
    { text: 'Lahjakortti 50 €', kept: `Lahjakortti 50${NBSP}€` },
    { text: 'Rabatt 15 %', kept: `Rabatt 15${NBSP}%` },
  ])('keeps "$text" together', ({ text, kept }) => {
    expect(keepUnitsTogether(text)).toBe(kept);
  });

  it.each([
    'Skal till iPhone 15 med MagSafe',
    'Kabel 2 meter lång',
    'Skärmskydd 3 st',
    'Samsung Galaxy S24 Ultra',
  ])('leaves the other spaces of "%s"', (text) => {
    expect(keepUnitsTogether(text)).toBe(text);
  });
});
