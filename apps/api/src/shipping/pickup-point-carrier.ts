import type { ServicePointOption } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { SERVICE_POINTS_PER_CODE } from './service-point-directory';

/** The carriers whose pick-up points the shop can show (PICKUP_POINT_CARRIERS). */
export const CARRIER_IDS = ['postnord', 'bring', 'postnl'] as const;

/** One of {@link CARRIER_IDS}. */
export type CarrierId = (typeof CARRIER_IDS)[number];

/**
 * The storefronts whose country each carrier's API covers: PostNord and Bring serve the four
 * Nordic countries and not the Netherlands, PostNL only the Netherlands, so a configuration can be
 * checked before the first call.
 */
export const CARRIER_LOCALES: Readonly<Record<CarrierId, readonly LocaleCode[]>> = {
  postnord: ['sv', 'da', 'fi', 'no'],
  bring: ['no', 'da', 'sv', 'fi'],
  postnl: ['nl'],
};

/** What a carrier is asked: the storefront and a postal code valid for it, in its normalised form. */
export interface PickupPointsInput {
  readonly locale: LocaleCode;
  readonly postalCode: string;
}

/**
 * A national carrier's pick-up-point API behind checkout's service-point method. It answers at
 * most SERVICE_POINTS_PER_CODE points, nearest first, or throws one DomainError of kind
 * `unavailable` (code `carrier_unavailable`) when the carrier cannot answer, so the API says 503.
 */
export interface PickupPointCarrier {
  readonly id: CarrierId;
  pointsNear(input: PickupPointsInput): Promise<ServicePointOption[]>;
}

/** The carrier of each storefront that has one; the others show the built-in directory's points. */
export type PickupPointCarriers = Readonly<Partial<Record<LocaleCode, PickupPointCarrier>>>;

/**
 * A carrier's points as the shop lists them: nearest first by the carrier's own distance (points
 * without one last), at most SERVICE_POINTS_PER_CODE.
 */
export function nearestFirst<T>(
  points: readonly T[],
  distanceOf: (point: T) => number | undefined,
): T[] {
  return points
    .toSorted((a, b) => (distanceOf(a) ?? Infinity) - (distanceOf(b) ?? Infinity))
    .slice(0, SERVICE_POINTS_PER_CODE);
}

/** A point's id in the shop: the carrier, the country and the carrier's id, lower case (`postnord-se-020113`). */
export function carrierPointId(carrier: CarrierId, country: string, id: string): string {
  return `${carrier}-${country}-${id}`.toLowerCase();
}
