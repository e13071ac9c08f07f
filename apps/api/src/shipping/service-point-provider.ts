import type { ShippingMethod } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { STANDARD_VAT_RATES } from '../catalog/vat-rates';
import { freeShippingFrom, priceWithFreeShipping } from './free-shipping';
import { servicePointsNear } from './service-point-directory';
import type { ShippingProvider } from './shipping-provider';

/** Delivery to a pick-up point per storefront: name, price incl. VAT (minor units) and business days. */
export const SERVICE_POINT_DELIVERY: Readonly<
  Record<LocaleCode, { name: string; price: number; days: { min: number; max: number } }>
> = {
  sv: { name: 'Hämta hos ombud', price: 4_900, days: { min: 1, max: 3 } },
  no: { name: 'Hent på utleveringssted', price: 6_900, days: { min: 2, max: 4 } },
  da: { name: 'Afhentning i pakkeshop', price: 3_900, days: { min: 1, max: 3 } },
  fi: { name: 'Nouto noutopisteestä', price: 490, days: { min: 1, max: 3 } },
  nl: { name: 'Afhalen bij een PostNL-punt', price: 395, days: { min: 1, max: 2 } },
};

const METHOD_ID = 'servicepoint:standard';

/**
 * Provider B, `servicepoint`: one method, `servicepoint:standard`, delivered to a pick-up point
 * the shopper chooses among the points near their postal code: the storefront's carrier's when it
 * has one (PICKUP_POINT_CARRIERS), else {@link servicePointsNear}'s. Cheaper than home delivery
 * and free from the storefront's free-shipping threshold.
 */
export const servicePointProvider: ShippingProvider = {
  id: 'servicepoint',
  methods: ({ locale, subtotal }) => {
    const rate = SERVICE_POINT_DELIVERY[locale];
    const method: ShippingMethod = {
      id: METHOD_ID,
      provider: 'servicepoint',
      name: rate.name,
      price: priceWithFreeShipping(rate.price, subtotal, locale),
      vat: STANDARD_VAT_RATES[locale],
      free_from: freeShippingFrom(locale),
      service_point: true,
      delivery_days: rate.days,
    };
    return Promise.resolve([method]);
  },
  servicePoints: async ({ locale, postalCode, methodId, carrier }) => {
    if (methodId !== METHOD_ID) return [];
    return carrier
      ? carrier.pointsNear({ locale, postalCode })
      : servicePointsNear(locale, postalCode, 'sp');
  },
};
