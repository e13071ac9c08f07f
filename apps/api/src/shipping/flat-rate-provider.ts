import type { ShippingMethod } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { STANDARD_VAT_RATES } from '../catalog/vat-rates';
import { freeShippingFrom, priceWithFreeShipping } from './free-shipping';
import type { ShippingProvider } from './shipping-provider';

/** Home delivery per storefront: name, price incl. VAT (minor units) and business days. */
export const HOME_DELIVERY: Readonly<
  Record<LocaleCode, { name: string; price: number; days: { min: number; max: number } }>
> = {
  sv: { name: 'Hemleverans', price: 7_900, days: { min: 1, max: 3 } },
  no: { name: 'Hjemlevering', price: 9_900, days: { min: 2, max: 4 } },
  da: { name: 'Levering til døren', price: 5_900, days: { min: 1, max: 2 } },
  fi: { name: 'Kotiinkuljetus', price: 790, days: { min: 2, max: 4 } },
  nl: { name: 'Thuisbezorging', price: 595, days: { min: 1, max: 2 } },
};

/**
 * Provider A, `flat`: one home-delivery method, `flat:home`, at a flat rate per storefront for
 * every postal code of the country, free from the storefront's free-shipping threshold. No pick-up points.
 */
export const flatRateProvider: ShippingProvider = {
  id: 'flat',
  methods: ({ locale, subtotal }) => {
    const rate = HOME_DELIVERY[locale];
    const method: ShippingMethod = {
      id: 'flat:home',
      provider: 'flat',
      name: rate.name,
      price: priceWithFreeShipping(rate.price, subtotal, locale),
      vat: STANDARD_VAT_RATES[locale],
      free_from: freeShippingFrom(locale),
      service_point: false,
      delivery_days: rate.days,
    };
    return Promise.resolve([method]);
  },
  servicePoints: () => Promise.resolve([]),
};
