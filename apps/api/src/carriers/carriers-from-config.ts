import type { Config } from '../config';
import { bringCarrier } from './bring';
import type { CarrierId, PickupPointCarrier, PickupPointCarriers } from './pickup-point-carrier';
import { postnordCarrier } from './postnord';

type CarrierSettings = Pick<
  Config,
  | 'PICKUP_POINT_CARRIERS'
  | 'POSTNORD_API_KEY'
  | 'POSTNORD_BASE_URL'
  | 'BRING_API_UID'
  | 'BRING_API_KEY'
  | 'BRING_BASE_URL'
  | 'CARRIER_TIMEOUT_MS'
  | 'PUBLIC_ORIGIN'
>;

/** One adapter of a carrier; the configuration has been checked to hold its credentials. */
function adapterOf(carrier: CarrierId, config: CarrierSettings): PickupPointCarrier {
  const timeoutMs = config.CARRIER_TIMEOUT_MS;
  return carrier === 'postnord'
    ? postnordCarrier({
        apiKey: config.POSTNORD_API_KEY ?? '',
        baseUrl: config.POSTNORD_BASE_URL,
        timeoutMs,
      })
    : bringCarrier({
        apiUid: config.BRING_API_UID ?? '',
        apiKey: config.BRING_API_KEY ?? '',
        baseUrl: config.BRING_BASE_URL,
        clientUrl: config.PUBLIC_ORIGIN,
        timeoutMs,
      });
}

/**
 * The carrier of each storefront PICKUP_POINT_CARRIERS names, for createApiApp. Empty when none is
 * named, so the shop keeps the built-in directory's points (and makes no call out) by default.
 */
export function pickupPointCarriersOf(config: CarrierSettings): PickupPointCarriers {
  return Object.fromEntries(
    Object.entries(config.PICKUP_POINT_CARRIERS).map(([locale, carrier]) => [
      locale,
      adapterOf(carrier, config),
    ]),
  );
}
