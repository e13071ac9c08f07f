import type { ServicePointOption } from '@nordshop/api-contract';
import type { TtlCache } from '../platform/cache/ttl-cache';
import type { PickupPointCarrier } from './pickup-point-carrier';

/** How long one process keeps a carrier's points of a postal code. */
export const CARRIER_POINTS_TTL_MS = 10 * 60_000;

/**
 * The carrier with its answers kept in `cache` under `carrier:locale:postalCode`: the order's check
 * of the chosen point asks for the same points the checkout showed, and gets them without a second
 * call (and the same list, even if the carrier's changed meanwhile). A failure is not kept.
 */
export function cachedCarrier(
  carrier: PickupPointCarrier,
  cache: TtlCache<string, ServicePointOption[]>,
): PickupPointCarrier {
  return {
    id: carrier.id,
    pointsNear: async (input) =>
      (
        await cache.get(`${carrier.id}:${input.locale}:${input.postalCode}`, () =>
          carrier.pointsNear(input),
        )
      ).value,
  };
}
