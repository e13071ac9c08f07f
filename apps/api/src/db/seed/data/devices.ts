import type { L } from './localized';

/** A phone maker in the brand list of the mobile menu (spec section 2) and its models. */
export interface DeviceBrandSeed {
  /** The category slug, the same in every locale. */
  readonly slug: string;
  readonly name: L;
  readonly models: readonly string[];
}

const same = (name: string): L => ({ sv: name, no: name, da: name, fi: name, nl: name });

/** Device brands in menu order, with the models accessories and spare parts are made for. */
export const DEVICE_BRANDS: readonly DeviceBrandSeed[] = [
  {
    slug: 'apple',
    name: same('Apple'),
    models: [
      'iPhone 12',
      'iPhone 13',
      'iPhone 13 mini',
      'iPhone 14',
      'iPhone 14 Plus',
      'iPhone 14 Pro',
      'iPhone 15',
      'iPhone 15 Plus',
      'iPhone 15 Pro',
      'iPhone 15 Pro Max',
      'iPhone 16',
      'iPhone 16 Pro',
      'iPhone 16 Pro Max',
      'iPhone SE (2022)',
    ],
  },
  {
    slug: 'google-pixel',
    name: same('Google Pixel'),
    models: ['Pixel 7', 'Pixel 7a', 'Pixel 8', 'Pixel 8 Pro', 'Pixel 8a', 'Pixel 9', 'Pixel 9 Pro'],
  },
  {
    slug: 'huawei',
    name: same('Huawei'),
    models: ['P30', 'P30 Pro', 'P40 Lite', 'Mate 20 Pro', 'Nova 9'],
  },
  {
    slug: 'motorola',
    name: same('Motorola'),
    models: ['Moto G54', 'Moto G84', 'Edge 40', 'Edge 50 Pro', 'Razr 40'],
  },
  {
    slug: 'oneplus',
    name: same('OnePlus'),
    models: ['OnePlus 11', 'OnePlus 12', 'Nord 3', 'Nord CE 3 Lite'],
  },
  {
    slug: 'samsung',
    name: same('Samsung'),
    models: [
      'Galaxy S22',
      'Galaxy S23',
      'Galaxy S23 Ultra',
      'Galaxy S24',
      'Galaxy S24 Ultra',
      'Galaxy A15',
      'Galaxy A25',
      'Galaxy A35',
      'Galaxy A55',
      'Galaxy Z Flip5',
      'Galaxy Z Fold5',
    ],
  },
  { slug: 'sony', name: same('Sony'), models: ['Xperia 1 V', 'Xperia 5 V', 'Xperia 10 V'] },
  {
    slug: 'universal',
    name: {
      sv: 'Universella',
      no: 'Universelle',
      da: 'Universelle',
      fi: 'Yleismallit',
      nl: 'Universeel',
    },
    models: [],
  },
  {
    slug: 'xiaomi',
    name: same('Xiaomi'),
    models: ['Redmi Note 12', 'Redmi Note 13', 'Xiaomi 13T', 'Xiaomi 14', 'Poco X6'],
  },
  {
    slug: 'others',
    name: {
      sv: 'Övriga modeller',
      no: 'Andre modeller',
      da: 'Andre modeller',
      fi: 'Muut mallit',
      nl: 'Overige modellen',
    },
    models: ['Nokia G22', 'Fairphone 5', 'Nothing Phone (2)', 'Doro 8100'],
  },
];
