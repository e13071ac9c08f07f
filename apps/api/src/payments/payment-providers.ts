import type { PaymentMethod } from '@nordshop/api-contract';
import type { HostedPaymentGateway } from './hosted-payment';
import { hostedPaymentProvider } from './hosted-payment-provider';
import { invoiceProvider } from './invoice-provider';
import type { PaymentMethodsInput, PaymentProvider } from './payment-provider';
import { prepaymentProvider } from './prepayment-provider';

/**
 * The shop's own payment providers, which work offline and are always offered. Providers with a
 * hosted payment page (cards, wallets, banks, Klarna) come first when configured
 * (ApiServices.paymentProviders, decision 026).
 */
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [invoiceProvider, prepaymentProvider];

/** The providers checkout offers: the configured hosted ones first, in their order, then the shop's own. */
export function paymentProvidersWith(
  gateways: readonly HostedPaymentGateway[],
): readonly PaymentProvider[] {
  return [...gateways.map(hostedPaymentProvider), ...PAYMENT_PROVIDERS];
}

/** Every method of the storefront, only those `customerType` may use when given. */
export async function paymentMethodsFor(
  input: PaymentMethodsInput,
  providers: readonly PaymentProvider[] = PAYMENT_PROVIDERS,
): Promise<PaymentMethod[]> {
  return (await Promise.all(providers.map((provider) => provider.methods(input)))).flat();
}

/** A method by id with its provider when `customerType` may use it on the storefront, else undefined. */
export async function findPaymentMethod(
  methodId: string,
  input: Required<PaymentMethodsInput>,
  providers: readonly PaymentProvider[] = PAYMENT_PROVIDERS,
): Promise<{ method: PaymentMethod; provider: PaymentProvider } | undefined> {
  const provider = providers.find((p) => p.id === methodId.split(':')[0]);
  const method = provider && (await provider.methods(input)).find((m) => m.id === methodId);
  return provider && method ? { method, provider } : undefined;
}
