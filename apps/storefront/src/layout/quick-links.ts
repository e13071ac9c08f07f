import type { LocaleCode } from '@nordshop/locale-config';

type QuickLink = 'bestsellers' | 'offers' | 'used' | 'inspirations';

/** The product tags behind the menu's quick links (spec section 2), per storefront. */
export const QUICK_LINK_TAGS: Readonly<Record<QuickLink, Readonly<Record<LocaleCode, string>>>> = {
  bestsellers: {
    sv: 'bastsaljare',
    no: 'bestselger',
    da: 'bestseller',
    fi: 'myydyimmat',
    nl: 'bestsellers',
  },
  offers: { sv: 'erbjudanden', no: 'tilbud', da: 'tilbud', fi: 'tarjoukset', nl: 'aanbiedingen' },
  used: { sv: 'begagnat', no: 'brukt', da: 'brugt', fi: 'kaytetyt', nl: 'tweedehands' },
  inspirations: {
    sv: 'inspiration',
    no: 'inspirasjon',
    da: 'inspiration',
    fi: 'inspiraatio',
    nl: 'inspiratie',
  },
};
