import type { ServicePointOption } from '@nordshop/api-contract';
import { normalizePostalCode, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import * as z from 'zod';
import { SERVICE_POINTS_PER_CODE } from './service-point-directory';
import { fetchCarrierJson } from './fetch-carrier-json';
import { carrierPointId, nearestFirst, type PickupPointCarrier } from './pickup-point-carrier';
import { titleCase } from './title-case';

/** A service point's address in the Business Location API. */
const PostnordAddressSchema = z.object({
  countryCode: z.string().min(1),
  city: z.string(),
  streetName: z.string(),
  streetNumber: z.string().optional(),
  postalCode: z.string(),
});

/** The fields the shop reads of one service point; the API sends more (opening hours, coordinates). */
const PostnordServicePointSchema = z.object({
  servicePointId: z.string().min(1),
  name: z.string().min(1),
  routeDistance: z.number().optional(),
  visitingAddress: PostnordAddressSchema,
});

/** The answer of GET /rest/businesslocation/v5/servicepoints/nearest/byaddress (returnType=json). */
export const PostnordAnswerSchema = z.object({
  servicePointInformationResponse: z.object({
    servicePoints: z.array(PostnordServicePointSchema),
  }),
});
export type PostnordAnswer = z.infer<typeof PostnordAnswerSchema>;

/** What the PostNord adapter needs (POSTNORD_API_KEY, POSTNORD_BASE_URL, CARRIER_TIMEOUT_MS). */
export interface PostnordSettings {
  readonly apiKey: string;
  /** The API's origin without a trailing slash, e.g. https://api2.postnord.com. */
  readonly baseUrl: string;
  readonly timeoutMs: number;
}

/** The API's path of the service points nearest a postal code. */
const NEAREST_PATH = '/rest/businesslocation/v5/servicepoints/nearest/byaddress';

/**
 * A PostNord answer as the shop's points: nearest first (by route distance, in metres), at most
 * SERVICE_POINTS_PER_CODE, the id `postnord-{country}-{servicePointId}`, the visiting address.
 */
export function postnordPoints(answer: PostnordAnswer, locale: LocaleCode): ServicePointOption[] {
  return nearestFirst(
    answer.servicePointInformationResponse.servicePoints,
    (point) => point.routeDistance,
  ).map(({ servicePointId, name, visitingAddress: address }) => ({
    id: carrierPointId('postnord', address.countryCode, servicePointId),
    name,
    street: `${address.streetName} ${address.streetNumber ?? ''}`.trim(),
    postal_code: normalizePostalCode(address.postalCode, locale) ?? address.postalCode,
    city: titleCase(address.city),
  }));
}

/**
 * PostNord's Business Location API v5: the service points nearest a postal code of Sweden,
 * Denmark, Finland or Norway. The key goes in the query (`apikey`), the postal code without spaces.
 */
export function postnordCarrier(settings: PostnordSettings): PickupPointCarrier {
  return {
    id: 'postnord',
    pointsNear: async ({ locale, postalCode }) => {
      const query = new URLSearchParams({
        apikey: settings.apiKey,
        returnType: 'json',
        countryCode: STOREFRONTS[locale].countryCode,
        postalCode: postalCode.replace(/\s+/g, ''),
        numberOfServicePoints: String(SERVICE_POINTS_PER_CODE),
        context: 'optionalservicepoint',
      });
      const answer = await fetchCarrierJson(
        'postnord',
        {
          url: `${settings.baseUrl}${NEAREST_PATH}?${query.toString()}`,
          headers: { accept: 'application/json' },
          timeoutMs: settings.timeoutMs,
        },
        PostnordAnswerSchema,
      );
      return postnordPoints(answer, locale);
    },
  };
}
