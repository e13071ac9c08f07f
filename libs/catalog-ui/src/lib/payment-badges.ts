import type { PaymentMethod } from '@nordshop/api-contract';

/** A payment badge of the footer: the badge image's name and the method it stands for. */
export interface PaymentBadge {
  /** Image name under /brand/badges/ ({@link PaymentMethod.badge}). */
  readonly name: string;
  /** The storefront's name of the (first) method behind the badge, e.g. 'Faktura'. */
  readonly label: string;
}

/**
 * The payment badges a storefront may show: one per badge of the methods its payment providers
 * offer (any customer type), in the order the methods are listed, methods sharing a badge (private
 * and company invoice) shown once under the first one's name. No method, no badge: the footer
 * never advertises a way to pay that checkout does not offer.
 */
export function paymentBadges(
  methods: readonly Pick<PaymentMethod, 'badge' | 'name'>[],
): PaymentBadge[] {
  const badges: PaymentBadge[] = [];
  for (const method of methods) {
    if (!badges.some((badge) => badge.name === method.badge))
      badges.push({ name: method.badge, label: method.name });
  }
  return badges;
}
