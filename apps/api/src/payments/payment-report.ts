import type { PaymentEvent } from '@nordshop/payment-lifecycle';

/** A provider's report about one of its payments (by the provider's reference of it). */
export interface PaymentReport {
  readonly reference: string;
  /**
   * The shop's reference of the payment, for a report that may come before the shop knows the
   * provider's (the authorisation of a hosted page): it finds the payment, and an approval gives
   * the payment its provider reference.
   */
  readonly merchantReference?: string | undefined;
  readonly event: PaymentEvent;
  /** The currency the report's amount is in, when it names one: it must be the payment's. */
  readonly currency?: string | undefined;
  /**
   * The ids of earlier reports of the same case (a dispute's steps share the dispute's reference):
   * the payment one of them was counted for, when the report names no payment of its own.
   */
  readonly sameCaseAs?: readonly string[] | undefined;
}
