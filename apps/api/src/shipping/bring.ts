import type { ServicePointOption } from '@nordshop/api-contract';
import { normalizePostalCode, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import * as z from 'zod';
import { fetchCarrierJson } from './fetch-carrier-json';
import { carrierPointId, nearestFirst, type PickupPointCarrier } from './pickup-point-carrier';
import { titleCase } from './title-case';

/** The fields the shop reads of one pick-up point; the API sends more (opening hours, position). */
const BringPickupPointSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  countryCode: z.string().min(1),
  visitingAddress: z.string(),
  visitingPostalCode: z.string(),
  visitingCity: z.string(),
  /** Kilometres from the postal code, as text ("0.4"). */
  distanceInKm: z.coerce.number().optional(),
});

/** The answer of GET /pickuppoint/api/pickuppoint/{country}/postalCode/{code}.json. */
export const BringAnswerSchema = z.object({ pickupPoint: z.array(BringPickupPointSchema) });
export type BringAnswer = z.infer<typeof BringAnswerSchema>;

/** What the Bring adapter needs (BRING_API_UID, BRING_API_KEY, BRING_BASE_URL, PUBLIC_ORIGIN, CARRIER_TIMEOUT_MS). */
export interface BringSettings {
  /** The Mybring user's e-mail address. */
  readonly apiUid: string;
  readonly apiKey: string;
  /** The API's origin without a trailing slash, e.g. https://api.bring.com. */
  readonly baseUrl: string;
  /** The shop's public origin: Bring asks every client to name itself (X-Bring-Client-URL). */
  readonly clientUrl: string;
  readonly timeoutMs: number;
}

/**
 * A Bring answer as the shop's points: nearest first (by distance), at most
 * SERVICE_POINTS_PER_CODE, the id `bring-{country}-{id}`, the visiting address.
 */
export function bringPoints(answer: BringAnswer, locale: LocaleCode): ServicePointOption[] {
  return nearestFirst(answer.pickupPoint, (point) => point.distanceInKm).map((point) => ({
    id: carrierPointId('bring', point.countryCode, point.id),
    name: point.name,
    street: point.visitingAddress.trim(),
    postal_code: normalizePostalCode(point.visitingPostalCode, locale) ?? point.visitingPostalCode,
    city: titleCase(point.visitingCity),
  }));
}

/**
 * Bring's Pickup Point API: Posten Norge's pick-up points near a postal code of Norway (Denmark,
 * Sweden and Finland too). The Mybring user and key go in headers, never in the URL.
 */
export function bringCarrier(settings: BringSettings): PickupPointCarrier {
  return {
    id: 'bring',
    pointsNear: async ({ locale, postalCode }) => {
      const country = STOREFRONTS[locale].countryCode;
      const code = encodeURIComponent(postalCode.replace(/\s+/g, ''));
      const answer = await fetchCarrierJson(
        'bring',
        {
          url: `${settings.baseUrl}/pickuppoint/api/pickuppoint/${country}/postalCode/${code}.json`,
          headers: {
            accept: 'application/json',
            'x-mybring-api-uid': settings.apiUid,
            'x-mybring-api-key': settings.apiKey,
            'x-bring-client-url': settings.clientUrl,
          },
          timeoutMs: settings.timeoutMs,
        },
        BringAnswerSchema,
      );
      return bringPoints(answer, locale);
    },
  };
}
