import { LOCALE_CODES, isValidPostalCode } from '@nordshop/locale-config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME_DELIVERY } from './flat-rate-provider';
import { freeShippingFrom } from './free-shipping';
import { servicePointsNear, SERVICE_POINTS_PER_CODE } from './service-point-directory';
import { SERVICE_POINT_DELIVERY, servicePointProvider } from './service-point-provider';
import { findShippingMethod, shippingMethodsFor } from './shipping-processors';
import { POSTAL_CODE_EXAMPLES } from '../checkout/storefront-checks';

const storefronts = LOCALE_CODES.map((locale) => ({
  locale,
  postalCode: POSTAL_CODE_EXAMPLES[locale],
}));

describe('shipping processors', () => {
  it.each(storefronts)(
    'offers only home delivery under processor 1 on $locale',
    async ({ locale, postalCode }) => {
      const methods = await shippingMethodsFor('1', { locale, postalCode, subtotal: 0 });
      expect(methods.map((m) => m.id)).toEqual(['flat:home']);
      expect(methods[0]).toMatchObject({
        price: HOME_DELIVERY[locale].price,
        service_point: false,
        free_from: freeShippingFrom(locale),
      });
    },
  );

  it.each(storefronts)(
    'offers a service point first, then home delivery, under processor 2 on $locale',
    async ({ locale, postalCode }) => {
      const methods = await shippingMethodsFor('2', { locale, postalCode, subtotal: 0 });
      expect(methods.map((m) => m.id)).toEqual(['servicepoint:standard', 'flat:home']);
      expect(methods[0]).toMatchObject({
        price: SERVICE_POINT_DELIVERY[locale].price,
        service_point: true,
      });
      expect(methods[0]!.price).toBeLessThan(methods[1]!.price);
    },
  );

  it.each(storefronts)(
    'ships free from the threshold of $locale, not one minor unit below it',
    async ({ locale, postalCode }) => {
      const threshold = freeShippingFrom(locale);
      const below = await shippingMethodsFor('2', { locale, postalCode, subtotal: threshold - 1 });
      const at = await shippingMethodsFor('2', { locale, postalCode, subtotal: threshold });
      expect(below.every((m) => m.price > 0)).toBe(true);
      expect(at.every((m) => m.price === 0)).toBe(true);
    },
  );

  it('ships free from the storefront setting that the shop texts state', () => {
    expect(
      Object.fromEntries(LOCALE_CODES.map((locale) => [locale, freeShippingFrom(locale)])),
    ).toEqual({
      sv: 49_900,
      no: 49_900,
      da: 39_900,
      fi: 4_500,
      nl: 4_500,
    });
  });

  it('finds a method of either processor by id and nothing for an unknown id', async () => {
    const input = { locale: 'sv' as const, postalCode: '114 55', subtotal: 0 };
    expect((await findShippingMethod('servicepoint:standard', input))?.method.id).toBe(
      'servicepoint:standard',
    );
    expect((await findShippingMethod('flat:home', input))?.provider.id).toBe('flat');
    expect(await findShippingMethod('flat:express', input)).toBeUndefined();
    expect(await findShippingMethod('dhl:home', input)).toBeUndefined();
  });
});

describe('service points', () => {
  it.each([
    {
      locale: 'sv',
      postalCode: '114 55',
      city: 'Stockholm',
      chain: /^(Pressbyrån|ICA Nära|Coop|Hemköp|Circle K) /,
    },
    { locale: 'no', postalCode: '5003', city: 'Bergen', chain: /^(Posten i |Narvesen )/ },
    { locale: 'da', postalCode: '8000', city: 'Aarhus', chain: /^Pakkeshop / },
    {
      locale: 'fi',
      postalCode: '33100',
      city: 'Tampere',
      chain: /^(R-kioski|K-Market|S-market|Alepa|Sale) /,
    },
    { locale: 'nl', postalCode: '3011 AB', city: 'Rotterdam', chain: /^PostNL-punt / },
  ] as const)(
    'lists $locale points of the postal-code area ($city)',
    async ({ locale, postalCode, city, chain }) => {
      const points = await servicePointProvider.servicePoints({
        locale,
        postalCode,
        methodId: 'servicepoint:standard',
      });
      expect(points).toHaveLength(SERVICE_POINTS_PER_CODE);
      for (const point of points) {
        expect(point).toMatchObject({ city, postal_code: postalCode });
        expect(point.name).toMatch(chain);
        expect(point.street).toMatch(/ \d+$/);
      }
      expect(new Set(points.map((p) => p.name.split(' ')[0] + p.name)).size).toBe(
        SERVICE_POINTS_PER_CODE,
      );
    },
  );

  it('gives the same points for the same postal code every time, with unique ids', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALE_CODES),
        fc.integer({ min: 0, max: 99_999 }),
        (locale, n) => {
          const code = {
            sv: String(10_000 + (n % 90_000)),
            no: String(n % 10_000).padStart(4, '0'),
            da: String(1_000 + (n % 9_000)),
            fi: String(n).padStart(5, '0'),
            nl: `${1_000 + (n % 9_000)} AB`,
          }[locale];
          expect(isValidPostalCode(code, locale)).toBe(true);
          const points = servicePointsNear(locale, code, 'sp');
          expect(servicePointsNear(locale, code, 'sp')).toEqual(points);
          expect(new Set(points.map((p) => p.id)).size).toBe(points.length);
          for (const point of points) expect(point.id.length).toBeLessThanOrEqual(64);
        },
      ),
    );
  });

  it('has no points for a method without service points', async () => {
    expect(
      await servicePointProvider.servicePoints({
        locale: 'sv',
        postalCode: '114 55',
        methodId: 'flat:home',
      }),
    ).toEqual([]);
  });
});
