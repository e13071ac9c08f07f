import type { SubscriptionStatus } from '@nordshop/api-contract';
import type { IsoDate } from '@nordshop/locale-config';
import { addDays } from '../platform/util/add-days';

/** A subscription as its status rules see it. */
export interface SubscriptionState {
  readonly status: SubscriptionStatus;
  readonly intervalDays: number;
  /** Null unless active. */
  readonly nextDeliveryAt: IsoDate | null;
}

/** The outcome of a requested status: the new state, or refused because a cancelled subscription is final. */
export type SubscriptionChange =
  | { readonly type: 'subscription.changed'; readonly state: SubscriptionState }
  | { readonly type: 'subscription.rejected'; readonly reason: 'cancelled' };

/**
 * Applies a requested status to a subscription on the storefront's date `today`: pause (no next
 * delivery), resume (next delivery one interval from today; an active one keeps its date) or
 * cancel (final: any change of a cancelled subscription is rejected). Asking for the status it
 * already has changes nothing.
 */
export function changeSubscription(
  current: SubscriptionState,
  requested: SubscriptionStatus,
  today: IsoDate,
): SubscriptionChange {
  if (current.status === 'cancelled') return { type: 'subscription.rejected', reason: 'cancelled' };
  if (requested === current.status) return { type: 'subscription.changed', state: current };
  const nextDeliveryAt = requested === 'active' ? addDays(today, current.intervalDays) : null;
  return { type: 'subscription.changed', state: { ...current, status: requested, nextDeliveryAt } };
}
