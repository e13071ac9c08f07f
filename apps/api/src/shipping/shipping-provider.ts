import type { ServicePointOption, ShippingMethod } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { PickupPointCarrier } from './pickup-point-carrier';

/** What a shipping provider is asked for methods: the storefront, a valid postal code and the goods total. */
export interface ShippingMethodsInput {
  readonly locale: LocaleCode;
  /** A postal code valid for the storefront, in its normalised form ('114 55', '1012 AB'). */
  readonly postalCode: string;
  /** Goods total incl. VAT after discounts, minor units (decides free shipping). */
  readonly subtotal: number;
}

/** What a shipping provider is asked for pick-up points: the storefront, a valid postal code and its method. */
export interface ServicePointsInput {
  readonly locale: LocaleCode;
  /** A postal code valid for the storefront, in its normalised form. */
  readonly postalCode: string;
  /** One of the provider's own method ids with `service_point: true`. */
  readonly methodId: string;
  /**
   * The storefront's pick-up-point carrier (PICKUP_POINT_CARRIERS), passed in by the app that
   * configured it rather than kept in a module, so apps with other carriers share one process.
   */
  readonly carrier?: PickupPointCarrier | undefined;
}

/**
 * A carrier integration behind the checkout. Every method id it offers starts with `${id}:`.
 * The built-in providers answer offline and deterministically; a real carrier adapter implements
 * the same interface (its calls are why the methods are async).
 */
export interface ShippingProvider {
  readonly id: string;
  /** The methods offered for a postal code, priced incl. VAT for the goods total. */
  methods(input: ShippingMethodsInput): Promise<ShippingMethod[]>;
  /** The pick-up points of one of its service-point methods near a postal code, nearest first. */
  servicePoints(input: ServicePointsInput): Promise<ServicePointOption[]>;
}
