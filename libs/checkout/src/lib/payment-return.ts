import {
  PAYMENT_RETURN_PARAM,
  PaymentReferenceSchema,
  type PaymentReturnResponse,
} from '@nordshop/api-contract';

/** What the return URL carries: the shop's payment reference and Adyen's `sessionResult`. */
export interface PaymentReturn {
  readonly reference: string;
  readonly sessionResult?: string;
}

/**
 * The payment a shopper comes back with from a provider's page (the checkout URL's `payment_ref`
 * and, from Adyen, `sessionResult`), or null when the URL holds none or a malformed reference.
 */
export function paymentReturnOf(search: unknown): PaymentReturn | null {
  if (typeof search !== 'object' || search === null) return null;
  const query = search as Record<string, unknown>;
  const reference = PaymentReferenceSchema.safeParse(query[PAYMENT_RETURN_PARAM]);
  if (!reference.success) return null;
  const sessionResult = query['sessionResult'];
  return typeof sessionResult === 'string' && sessionResult.length > 0
    ? { reference: reference.data, sessionResult }
    : { reference: reference.data };
}

/**
 * Where a returning shopper goes once the server has the provider's answer: the confirmation for
 * an order the provider authorized or paid (the cart is then cleared); the failed page, with the
 * cart kept, for a payment refused or cancelled or an order cancelled; `pending` while the
 * provider has not said (the shopper left its page, or a bank is still confirming): the checkout
 * says so, keeps the cart and lets them check again.
 */
export function paymentReturnNext(
  answer: PaymentReturnResponse,
): 'confirmation' | 'failed' | 'pending' {
  if (
    answer.status === 'cancelled' ||
    answer.payment === 'failed' ||
    answer.payment === 'cancelled'
  )
    return 'failed';
  return answer.payment === 'pending' ? 'pending' : 'confirmation';
}
