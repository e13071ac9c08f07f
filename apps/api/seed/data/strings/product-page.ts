import type { UiString } from './ui-string';

/** The product page's gallery and reviews. */
export const PRODUCT_PAGE_STRINGS: readonly UiString[] = [
  // One review: i18next picks `_one` for a count of 1 and the key itself for every other count.
  [
    'product.rating_one',
    '{{score}} av 5 ({{count}} omdöme)',
    '{{score}} av 5 ({{count}} vurdering)',
    '{{score}} ud af 5 ({{count}} anmeldelse)',
    '{{score}}/5 ({{count}} arvostelu)',
    '{{score}} van 5 ({{count}} beoordeling)',
  ],
  [
    'product.show_image',
    'Visa bild {{index}} av {{total}}',
    'Vis bilde {{index}} av {{total}}',
    'Vis billede {{index}} af {{total}}',
    'Näytä kuva {{index}}/{{total}}',
    'Toon afbeelding {{index}} van {{total}}',
  ],
  [
    'product.reviews_more',
    'Visa fler omdömen',
    'Vis flere anmeldelser',
    'Vis flere anmeldelser',
    'Näytä lisää arvosteluja',
    'Meer beoordelingen tonen',
  ],
  [
    'product.reviews_at_score',
    '{{count}} omdömen med betyget {{score}}',
    '{{count}} anmeldelser med vurderingen {{score}}',
    '{{count}} anmeldelser med bedømmelsen {{score}}',
    '{{count}} arvostelua arvosanalla {{score}}',
    '{{count}} beoordelingen met score {{score}}',
  ],
  [
    'product.reviews_at_score_one',
    '{{count}} omdöme med betyget {{score}}',
    '{{count}} anmeldelse med vurderingen {{score}}',
    '{{count}} anmeldelse med bedømmelsen {{score}}',
    '{{count}} arvostelu arvosanalla {{score}}',
    '{{count}} beoordeling met score {{score}}',
  ],
  // A review written on another storefront, shown translated: the language it was written in.
  [
    'product.review_translated.sv',
    'Översatt från svenska',
    'Oversatt fra svensk',
    'Oversat fra svensk',
    'Käännetty ruotsista',
    'Vertaald uit het Zweeds',
  ],
  [
    'product.review_translated.no',
    'Översatt från norska',
    'Oversatt fra norsk',
    'Oversat fra norsk',
    'Käännetty norjasta',
    'Vertaald uit het Noors',
  ],
  [
    'product.review_translated.da',
    'Översatt från danska',
    'Oversatt fra dansk',
    'Oversat fra dansk',
    'Käännetty tanskasta',
    'Vertaald uit het Deens',
  ],
  [
    'product.review_translated.fi',
    'Översatt från finska',
    'Oversatt fra finsk',
    'Oversat fra finsk',
    'Käännetty suomesta',
    'Vertaald uit het Fins',
  ],
  [
    'product.review_translated.nl',
    'Översatt från nederländska',
    'Oversatt fra nederlandsk',
    'Oversat fra nederlandsk',
    'Käännetty hollannista',
    'Vertaald uit het Nederlands',
  ],
];
