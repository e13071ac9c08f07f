import type { ShippingMethod, ShippingProcessor } from '@nordshop/api-contract';
import { flatRateProvider } from './flat-rate-provider';
import { servicePointProvider } from './service-point-provider';
import type { ShippingMethodsInput, ShippingProvider } from './shipping-provider';

/**
 * The providers of each shipping_processor experiment value (spec section 9), in the order their
 * methods are listed: '1' home delivery only (provider A, flat); '2' (the default) pick-up point
 * first (provider B, servicepoint), then home delivery.
 */
export const SHIPPING_PROCESSOR_PROVIDERS: Readonly<
  Record<ShippingProcessor, readonly ShippingProvider[]>
> = {
  '1': [flatRateProvider],
  '2': [servicePointProvider, flatRateProvider],
};

/** Every provider any processor uses, once. */
export const SHIPPING_PROVIDERS: readonly ShippingProvider[] = [
  ...new Set(Object.values(SHIPPING_PROCESSOR_PROVIDERS).flat()),
];

/** The methods a processor offers for a postal code and goods total. */
export async function shippingMethodsFor(
  processor: ShippingProcessor,
  input: ShippingMethodsInput,
): Promise<ShippingMethod[]> {
  return (
    await Promise.all(
      SHIPPING_PROCESSOR_PROVIDERS[processor].map((provider) => provider.methods(input)),
    )
  ).flat();
}

/** The provider whose method ids start with the id's prefix, or undefined. */
export function shippingProviderOf(methodId: string): ShippingProvider | undefined {
  const providerId = methodId.split(':')[0];
  return SHIPPING_PROVIDERS.find((provider) => provider.id === providerId);
}

/**
 * A method by id as offered for a postal code and goods total, under any processor (an order may
 * use whatever its checkout's experiment showed), or undefined when no provider offers it.
 */
export async function findShippingMethod(
  methodId: string,
  input: ShippingMethodsInput,
): Promise<{ method: ShippingMethod; provider: ShippingProvider } | undefined> {
  const provider = shippingProviderOf(methodId);
  const method = provider && (await provider.methods(input)).find((m) => m.id === methodId);
  return provider && method ? { method, provider } : undefined;
}
