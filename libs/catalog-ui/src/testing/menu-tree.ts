import type { Category } from '@nordshop/api-contract';
import { aCategory, aSubcategory } from './catalog-builders';

const cases = aCategory(1, 'Mobilskal');
const chargers = aCategory(2, 'Laddare');
const hidden = aCategory(3, 'Presentkort', { show_in_main_menu: false });
const apple = aCategory(100, 'Apple', { kind: 'device_brand', show_in_main_menu: false });

/** A small category tree: two main-menu categories (one with a third level), one not in the main menu, a device brand. */
export const MENU_TREE: Category[] = [
  {
    ...cases,
    children: [
      aSubcategory(cases, 11, 'Plånboksfodral', [
        aSubcategory(aSubcategory(cases, 11, 'Plånboksfodral'), 111, 'Läderfodral'),
      ]),
      aSubcategory(cases, 12, 'Silikonskal'),
      { ...aSubcategory(cases, 13, 'Utgångna skal'), show_in_menu: false },
    ],
  },
  {
    ...chargers,
    children: [aSubcategory(chargers, 21, 'Väggladdare'), aSubcategory(chargers, 22, 'Billaddare')],
  },
  hidden,
  apple,
];
