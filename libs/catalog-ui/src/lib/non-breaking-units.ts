/** Units a number is written with in product names and amounts: never on a line of their own. */
const UNITS = [
  'kr.',
  'kr',
  '€',
  'mAh',
  'mm',
  'cm',
  'm',
  'Wh',
  'W',
  'V',
  'A',
  'GB',
  'TB',
  'Hz',
  '%',
];

const escape = (unit: string) => unit.replace(/\./g, '\\.');

/** A number, a space, then a unit that ends there (not the start of a longer word). */
const NUMBER_UNIT = new RegExp(`(\\d) (?=(?:${UNITS.map(escape).join('|')})(?![\\p{L}\\d]))`, 'gu');
/** A space between digit groups ("10 000"), or after a currency sign written first ("€ 45"). */
const IN_NUMBER = /(\d) (?=\d{3}(?!\d))|(€) (?=\d)/g;

/**
 * Text with the spaces inside amounts and measures made non-breaking (U+00A0): '1 000 kr',
 * 'Lightning-kabel 1 m', 'Powerbank 10 000 mAh', '€ 45' stay on one line wherever the text wraps.
 * Other spaces are left as they are.
 */
export function keepUnitsTogether(text: string): string {
  return text
    .replace(IN_NUMBER, (_, digit?: string, euro?: string) => `${digit ?? euro}\u00a0`)
    .replace(NUMBER_UNIT, '$1\u00a0');
}
