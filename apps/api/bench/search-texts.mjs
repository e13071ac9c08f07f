// The search texts of the uncached bench: a product word (some with a typo or without
// diacritics) with a device model or not, in each of the five languages; bench.mjs and
// slowest-searches.mjs read them from here.

/** The storefront id of each locale. */
export const SIDS = { sv: 1, no: 3, da: 5, fi: 4, nl: 6 };

// Uncached searches: a different text on every request, as a catalog's long tail of searches
// arrives: a product word (some with a typo or without diacritics) with a phone model or not,
// glued or split, in any of the five languages.
export const WORDS = {
  sv: [
    'skal',
    'laddare',
    'skärmskydd',
    'skarmskydd',
    'hörlurar',
    'horlurar',
    'kabel',
    'batteri',
    'skärm',
    'plånboksfodral',
    'ladare',
    'kameraskydd',
    'billaddare',
    'powerbank',
    'silikonskal',
    'tradlos laddare',
  ],
  no: ['deksel', 'lader', 'skjermbeskytter', 'kabel', 'batteri', 'lommebokdeksel', 'dekzel'],
  da: ['cover', 'oplader', 'skærmbeskyttelse', 'skaermbeskyttelse', 'kabel', 'batteri', 'oplaser'],
  fi: ['kuori', 'laturi', 'näytönsuoja', 'naytonsuoja', 'kaapeli', 'akku', 'laturo'],
  nl: ['hoesje', 'oplader', 'screenprotector', 'kabel', 'batterij', 'opkader'],
};
export const MODELS = [
  'iphone 15',
  'iphone15',
  'iphone 13',
  'iphone 12 pro',
  'galaxy s24',
  's24ultra',
  'galaxy a55',
  'pixel 8',
  'iphone 14 plus',
  'xperia 10',
  '',
];
export const SEARCH_WORD_PAIRS = Object.entries(WORDS).flatMap(([locale, words]) =>
  words.flatMap((word) => MODELS.map((model) => [locale, `${word} ${model}`.trim()])),
);
