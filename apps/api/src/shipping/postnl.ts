import type { ServicePointOption } from '@nordshop/api-contract';
import { normalizePostalCode, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import * as z from 'zod';
import { fetchCarrierJson } from './fetch-carrier-json';
import { carrierPointId, nearestFirst, type PickupPointCarrier } from './pickup-point-carrier';
import { titleCase } from './title-case';

/** A number the API sends as a JSON number or as text (12 or "12"), as text. */
const NumberOrText = z.union([z.number(), z.string()]).transform(String);

/** A location's address in the Location webservice. */
const PostnlAddressSchema = z.object({
  City: z.string(),
  Countrycode: z.string().min(1),
  Street: z.string(),
  HouseNr: NumberOrText.optional(),
  /** The addition to the house number ("A", "2", "hs"), when there is one. */
  HouseNrExt: NumberOrText.optional(),
  Zipcode: z.string(),
});
type PostnlAddress = z.infer<typeof PostnlAddressSchema>;

/** The fields the shop reads of one location; the API sends more (opening hours, position). */
const PostnlLocationSchema = z.object({
  LocationCode: NumberOrText.pipe(z.string().min(1)),
  Name: z.string().min(1),
  /** Metres from the postal code. */
  Distance: z.coerce.number().optional(),
  Address: PostnlAddressSchema,
});

/** The answer of GET /shipment/v2_1/locations/nearest. */
export const PostnlAnswerSchema = z.object({
  GetLocationsResult: z.object({
    // The API sends a lone location as the object itself, not as an array of one.
    ResponseLocation: z.union([
      z.array(PostnlLocationSchema),
      PostnlLocationSchema.transform((location) => [location]),
    ]),
  }),
});
export type PostnlAnswer = z.infer<typeof PostnlAnswerSchema>;

/** What the PostNL adapter needs (POSTNL_API_KEY, POSTNL_BASE_URL, CARRIER_TIMEOUT_MS). */
export interface PostnlSettings {
  readonly apiKey: string;
  /** The API's origin without a trailing slash, e.g. https://api.postnl.nl. */
  readonly baseUrl: string;
  readonly timeoutMs: number;
}

/** The API's path of the locations nearest a postal code. */
const NEAREST_PATH = '/shipment/v2_1/locations/nearest';

/**
 * The street line as the Dutch write it: a one-letter addition joined to the number
 * ("Damrak 12A"), any other after a hyphen ("Damrak 12-2", "Damrak 12-hs").
 */
export function postnlStreet({ Street, HouseNr, HouseNrExt }: PostnlAddress): string {
  const number = HouseNr?.trim() ?? '';
  const addition = HouseNrExt?.trim().replace(/^-+/, '') ?? '';
  const suffix = !number || !addition ? '' : /^\p{L}$/u.test(addition) ? addition : `-${addition}`;
  return `${Street.trim()} ${number}${suffix}`.trim();
}

/**
 * A PostNL answer as the shop's points: nearest first (by distance, in metres), at most
 * SERVICE_POINTS_PER_CODE, the id `postnl-{country}-{LocationCode}`, the location's address.
 */
export function postnlPoints(answer: PostnlAnswer, locale: LocaleCode): ServicePointOption[] {
  return nearestFirst(answer.GetLocationsResult.ResponseLocation, (point) => point.Distance).map(
    ({ LocationCode, Name, Address: address }) => ({
      id: carrierPointId('postnl', address.Countrycode, LocationCode),
      name: Name,
      street: postnlStreet(address),
      postal_code: normalizePostalCode(address.Zipcode, locale) ?? address.Zipcode,
      city: titleCase(address.City),
    }),
  );
}

/**
 * PostNL's Location webservice (v2_1): the pick-up points of its retail network nearest a Dutch
 * postal code. The key goes in a header (`apikey`), the postal code without its space.
 */
export function postnlCarrier(settings: PostnlSettings): PickupPointCarrier {
  return {
    id: 'postnl',
    pointsNear: async ({ locale, postalCode }) => {
      const query = new URLSearchParams({
        CountryCode: STOREFRONTS[locale].countryCode,
        PostalCode: postalCode.replace(/\s+/g, '').toUpperCase(),
        // PG: the points where the shopper picks the parcel up (PostNL's "Pakjegemak").
        DeliveryOptions: 'PG',
      });
      const answer = await fetchCarrierJson(
        'postnl',
        {
          url: `${settings.baseUrl}${NEAREST_PATH}?${query.toString()}`,
          headers: { accept: 'application/json', apikey: settings.apiKey },
          timeoutMs: settings.timeoutMs,
        },
        PostnlAnswerSchema,
      );
      return postnlPoints(answer, locale);
    },
  };
}
