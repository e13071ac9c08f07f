import { createHash } from 'node:crypto';
import { PAYMENT_RETURN_PARAM, PAYMENT_UNAVAILABLE_CODE } from '@nordshop/api-contract';
import { buildPath, type LocaleCode } from '@nordshop/locale-config';
import type { PaymentProvider } from './payment-provider';
import { paymentReference } from '../orders/payment-reference';
import { DomainError } from '../platform/http/errors';
import { log } from '../platform/telemetry/log';
import { PaymentProviderError, type HostedPaymentGateway } from './hosted-payment';

/** Where a provider sends the shopper back: the storefront's checkout with the payment's reference. */
export function paymentReturnUrl(origin: string, locale: LocaleCode, reference: string): string {
  const path = buildPath('checkout-id', { id: '' }, locale);
  return `${origin}${path}?${PAYMENT_RETURN_PARAM}=${encodeURIComponent(reference)}`;
}

/**
 * The 503 of a provider that cannot be reached or did not accept the shop's request, logged with
 * the provider, the problem and the provider's error code only: never a card decline (providers
 * decline on their own pages), since a 4xx of their API is the shop's request or setup.
 */
export function paymentUnavailable(
  provider: string,
  problem: number | string,
  code?: string,
): DomainError {
  log('warn', 'payment provider unavailable', {
    provider,
    status: problem,
    ...(code ? { code } : {}),
  });
  return new DomainError(
    'unavailable',
    'The payment provider cannot be reached now. Your cart is kept; try again shortly.',
    undefined,
    PAYMENT_UNAVAILABLE_CODE,
  );
}

/** A call to a provider whose failure is the 503 of {@link paymentUnavailable}. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentProviderError)
      throw paymentUnavailable(err.provider, err.problem, err.code);
    throw err;
  }
}

/**
 * A hosted payment gateway as one of the checkout's payment providers: its methods are offered
 * with the others, and approving a payment opens the provider's page for the server's total; the
 * order is then written `pending` and the shopper sent there (decision 026). A provider that does
 * not offer the method for this order declines it; one that cannot answer, or does not accept the
 * request (logged with its error code), is a 503 with nothing written.
 */
export function hostedPaymentProvider(gateway: HostedPaymentGateway): PaymentProvider {
  return {
    id: gateway.provider,
    methods: ({ locale, customerType }) => Promise.resolve(gateway.methods(locale, customerType)),
    authorize: async (request) => {
      // Per attempt, not per key: a provider answers a repeated idempotency key with its first
      // answer, which must never be the payment of another cart.
      const reference = paymentReference(
        gateway.referencePrefix,
        request.locale,
        request.attempt,
        16,
      );
      try {
        const session = await gateway.startSession({
          locale: request.locale,
          methodId: request.methodId,
          customerType: request.customerType,
          amount: request.amount,
          vatTotal: request.lines.reduce((sum, line) => sum + line.totalTax, 0),
          currency: request.currency,
          email: request.email,
          orgNumber: request.orgNumber,
          companyName: request.companyName,
          merchantReference: reference,
          idempotencyKey: createHash('sha256').update(request.attempt).digest('hex').slice(0, 40),
          returnUrl: paymentReturnUrl(request.origin, request.locale, reference),
          notificationUrl: `${request.origin}/api/payments/${gateway.provider}/webhook?${PAYMENT_RETURN_PARAM}=${reference}`,
          lines: request.lines,
        });
        // The provider does not offer the chosen method for this order (Klarna's categories).
        if (!session) return { type: 'payment.declined', reason: 'notAllowed' };
        return {
          type: 'payment.redirect',
          reference,
          provider: gateway.provider,
          sessionId: session.sessionId,
          redirectUrl: session.redirectUrl,
          sessionUrl: session.sessionUrl,
          expiresAt: session.expiresAt,
        };
      } catch (err) {
        if (!(err instanceof PaymentProviderError)) throw err;
        throw paymentUnavailable(err.provider, err.problem, err.code);
      }
    },
    // A hosted page not yet paid holds no money: it expires on its own.
    cancel: () => Promise.resolve(),
  };
}
