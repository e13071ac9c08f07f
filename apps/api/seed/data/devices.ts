import type { L } from './localized';

/** A phone model and the month it came out (YYYY-MM), for the newest-first order of the filter. */
export interface DeviceModelSeed {
  readonly name: string;
  readonly released: string;
}

/** A phone maker in the brand list of the mobile menu (spec section 2) and its models. */
export interface DeviceBrandSeed {
  /** The category slug, the same in every locale. */
  readonly slug: string;
  readonly name: L;
  /** In the order their category ids are given (not their release order). */
  readonly models: readonly DeviceModelSeed[];
}

const same = (name: string): L => ({ sv: name, no: name, da: name, fi: name, nl: name });
const m = (name: string, released: string): DeviceModelSeed => ({ name, released });

/** Device brands in menu order, with the models accessories and spare parts are made for. */
export const DEVICE_BRANDS: readonly DeviceBrandSeed[] = [
  {
    slug: 'apple',
    name: same('Apple'),
    models: [
      m('iPhone 12', '2020-10'),
      m('iPhone 13', '2021-09'),
      m('iPhone 13 mini', '2021-09'),
      m('iPhone 14', '2022-09'),
      m('iPhone 14 Plus', '2022-10'),
      m('iPhone 14 Pro', '2022-09'),
      m('iPhone 15', '2023-09'),
      m('iPhone 15 Plus', '2023-09'),
      m('iPhone 15 Pro', '2023-09'),
      m('iPhone 15 Pro Max', '2023-09'),
      m('iPhone 16', '2024-09'),
      m('iPhone 16 Pro', '2024-09'),
      m('iPhone 16 Pro Max', '2024-09'),
      m('iPhone SE (2022)', '2022-03'),
    ],
  },
  {
    slug: 'google-pixel',
    name: same('Google Pixel'),
    models: [
      m('Pixel 7', '2022-10'),
      m('Pixel 7a', '2023-05'),
      m('Pixel 8', '2023-10'),
      m('Pixel 8 Pro', '2023-10'),
      m('Pixel 8a', '2024-05'),
      m('Pixel 9', '2024-08'),
      m('Pixel 9 Pro', '2024-09'),
    ],
  },
  {
    slug: 'huawei',
    name: same('Huawei'),
    models: [
      m('P30', '2019-03'),
      m('P30 Pro', '2019-03'),
      m('P40 Lite', '2020-02'),
      m('Mate 20 Pro', '2018-10'),
      m('Nova 9', '2021-09'),
    ],
  },
  {
    slug: 'motorola',
    name: same('Motorola'),
    models: [
      m('Moto G54', '2023-09'),
      m('Moto G84', '2023-09'),
      m('Edge 40', '2023-05'),
      m('Edge 50 Pro', '2024-04'),
      m('Razr 40', '2023-06'),
    ],
  },
  {
    slug: 'oneplus',
    name: same('OnePlus'),
    models: [
      m('OnePlus 11', '2023-02'),
      m('OnePlus 12', '2024-01'),
      m('Nord 3', '2023-07'),
      m('Nord CE 3 Lite', '2023-04'),
    ],
  },
  {
    slug: 'samsung',
    name: same('Samsung'),
    models: [
      m('Galaxy S22', '2022-02'),
      m('Galaxy S23', '2023-02'),
      m('Galaxy S23 Ultra', '2023-02'),
      m('Galaxy S24', '2024-01'),
      m('Galaxy S24 Ultra', '2024-01'),
      m('Galaxy A15', '2023-12'),
      m('Galaxy A25', '2023-12'),
      m('Galaxy A35', '2024-03'),
      m('Galaxy A55', '2024-03'),
      m('Galaxy Z Flip5', '2023-08'),
      m('Galaxy Z Fold5', '2023-08'),
    ],
  },
  {
    slug: 'sony',
    name: same('Sony'),
    models: [m('Xperia 1 V', '2023-06'), m('Xperia 5 V', '2023-09'), m('Xperia 10 V', '2023-06')],
  },
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
    models: [
      m('Redmi Note 12', '2023-03'),
      m('Redmi Note 13', '2024-01'),
      m('Xiaomi 13T', '2023-09'),
      m('Xiaomi 14', '2024-02'),
      m('Poco X6', '2024-01'),
    ],
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
    models: [
      m('Nokia G22', '2023-03'),
      m('Fairphone 5', '2023-09'),
      m('Nothing Phone (2)', '2023-07'),
      m('Doro 8100', '2021-05'),
    ],
  },
];
