import type { ImportLine } from '@nordshop/api-contract';
import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';

/** A word of letters made from a number, so every test product has a name of its own. */
export function wordOf(n: number): string {
  const consonants = 'bdfgklmnprstv';
  const vowels = 'aeiou';
  let word = '';
  let rest = n + 1;
  while (rest > 0) {
    word +=
      consonants[rest % consonants.length]! +
      vowels[Math.floor(rest / consonants.length) % vowels.length]!;
    rest = Math.floor(rest / (consonants.length * vowels.length));
  }
  return word;
}

const TYPE_NAMES: Readonly<Record<LocaleCode, string>> = {
  sv: 'Fodral',
  no: 'Etui',
  da: 'Etui',
  fi: 'Suojakotelo',
  nl: 'Hoesje',
};

const CURRENCY_FACTOR: Readonly<Record<LocaleCode, number>> = {
  sv: 1,
  no: 1,
  da: 0.7,
  fi: 0.09,
  nl: 0.09,
};

/**
 * Line `i` of a test catalog: product `${prefix}-<i>` in five languages under the category chain
 * Testfodral > Zentrovo-serien (created on the first import), brand Zentrovo, in stock.
 */
export function catalogLine(prefix: string, i: number, price = 19_900): ImportLine {
  const word = wordOf(i);
  const texts = Object.fromEntries(
    LOCALE_CODES.map((locale) => [
      locale,
      {
        name: `Zentrovo ${TYPE_NAMES[locale]} ${word}`,
        slug: `zentrovo-${prefix.toLowerCase()}-${word}-${i}`,
        description: `${TYPE_NAMES[locale]} ${word} (${locale}).`,
      },
    ]),
  );
  const prices = Object.fromEntries(
    LOCALE_CODES.map((locale) => {
      const p = Math.round(price * CURRENCY_FACTOR[locale]);
      return [
        locale,
        {
          n: [
            { p, q: 1, o: p, d: 0 },
            { p: Math.round(p * 0.9), q: 3, o: p, d: 10 },
          ],
          c: [],
        },
      ];
    }),
  );
  return {
    sku: `${prefix}-${i}`,
    texts,
    prices,
    categories: [
      [
        {
          texts: {
            sv: { name: 'Testfodral', slug: 'testfodral' },
            fi: { name: 'Testikotelot', slug: 'testikotelot' },
          },
        },
        {
          texts: {
            sv: { name: 'Zentrovo-serien', slug: 'zentrovo-serien' },
            fi: { name: 'Zentrovo-sarja', slug: 'zentrovo-sarja' },
          },
        },
      ],
    ],
    brand: { slug: 'zentrovo', name: 'Zentrovo' },
    tags: [{ sv: { name: 'Testtagg', slug: 'testtagg' } }],
    stock: { quantity: 10 + (i % 7), status: 'in-stock' },
    images: [{ url: `https://images.example/${prefix}/${i}.jpg`, width: 800, height: 800 }],
  };
}
