import type { Config } from './config';
import { bringCarrier } from './shipping/bring';
import type {
  CarrierId,
  PickupPointCarrier,
  PickupPointCarriers,
} from './shipping/pickup-point-carrier';
import { postnlCarrier } from './shipping/postnl';
import { postnordCarrier } from './shipping/postnord';

type CarrierSettings = Pick<
  Config,
  | 'PICKUP_POINT_CARRIERS'
  | 'POSTNORD_API_KEY'
  | 'POSTNORD_BASE_URL'
  | 'BRING_API_UID'
  | 'BRING_API_KEY'
  | 'BRING_BASE_URL'
  | 'POSTNL_API_KEY'
  | 'POSTNL_BASE_URL'
  | 'CARRIER_TIMEOUT_MS'
  | 'PUBLIC_ORIGIN'
>;

/**
 * How each carrier's adapter is built; the configuration has been checked to hold its credentials.
 * A record rather than a branch, so a carrier added to CARRIER_IDS does not compile without one.
 */
const ADAPTERS: Readonly<Record<CarrierId, (config: CarrierSettings) => PickupPointCarrier>> = {
  postnord: (config) =>
    postnordCarrier({
      apiKey: config.POSTNORD_API_KEY ?? '',
      baseUrl: config.POSTNORD_BASE_URL,
      timeoutMs: config.CARRIER_TIMEOUT_MS,
    }),
  bring: (config) =>
    bringCarrier({
      apiUid: config.BRING_API_UID ?? '',
      apiKey: config.BRING_API_KEY ?? '',
      baseUrl: config.BRING_BASE_URL,
      clientUrl: config.PUBLIC_ORIGIN,
      timeoutMs: config.CARRIER_TIMEOUT_MS,
    }),
  postnl: (config) =>
    postnlCarrier({
      apiKey: config.POSTNL_API_KEY ?? '',
      baseUrl: config.POSTNL_BASE_URL,
      timeoutMs: config.CARRIER_TIMEOUT_MS,
    }),
};

/**
 * The carrier of each storefront PICKUP_POINT_CARRIERS names, for createApiApp. Empty when none is
 * named, so the shop keeps the built-in directory's points (and makes no call out) by default.
 */
export function pickupPointCarriersOf(config: CarrierSettings): PickupPointCarriers {
  return Object.fromEntries(
    Object.entries(config.PICKUP_POINT_CARRIERS).map(([locale, carrier]) => [
      locale,
      ADAPTERS[carrier](config),
    ]),
  );
}
