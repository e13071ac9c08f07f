import type { PaymentMethod } from '@nordshop/api-contract';
import { invoiceProvider } from './invoice-provider';
import type { PaymentMethodsInput, PaymentProvider } from './payment-provider';
import { prepaymentProvider } from './prepayment-provider';

/**
 * The payment providers, in the order their methods are listed. Both work offline; there is no
 * card provider because no real one is integrated (a test double would only pretend to take money).
 */
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [invoiceProvider, prepaymentProvider];

/** Every method of the storefront, only those `customerType` may use when given. */
export async function paymentMethodsFor(input: PaymentMethodsInput): Promise<PaymentMethod[]> {
  return (await Promise.all(PAYMENT_PROVIDERS.map((provider) => provider.methods(input)))).flat();
}

/** A method by id with its provider when `customerType` may use it on the storefront, else undefined. */
export async function findPaymentMethod(
  methodId: string,
  input: Required<PaymentMethodsInput>,
): Promise<{ method: PaymentMethod; provider: PaymentProvider } | undefined> {
  const provider = PAYMENT_PROVIDERS.find((p) => p.id === methodId.split(':')[0]);
  const method = provider && (await provider.methods(input)).find((m) => m.id === methodId);
  return provider && method ? { method, provider } : undefined;
}
