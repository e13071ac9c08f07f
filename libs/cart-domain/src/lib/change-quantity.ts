import { SPIN_BUTTON, clampQuantity } from './clamp-quantity';
import type { CartLineItem } from './cart-line-item';
import { isQuantityLocked } from './is-quantity-locked';
import { withQuantity } from './line-price';

/** Why a quantity change was refused; doubles as the i18n key of a notice. */
export type QuantityRefusalReason = 'locked' | 'unknownLine';

/** The outcome of a quantity change: the new lines, or a refusal. */
export type QuantityChange =
  | { readonly type: 'cart.quantityChanged'; readonly items: CartLineItem[] }
  | {
      readonly type: 'cart.quantityRefused';
      readonly uuid: string;
      readonly reason: QuantityRefusalReason;
    };

/**
 * Sets the quantity of the line `uuid` (spec sections 4 and 5). A quantity of 0 or less (the trash
 * icon sends 0) removes the line, also a locked one. A positive quantity is made a whole number
 * within the spin button's cart range (1..5000) and re-prices the line by its tiers; on a locked
 * line (cross-selling, coupon, upselling bundle) it is refused. Never changes `items`.
 */
export function changeQuantity(
  items: readonly CartLineItem[],
  uuid: string,
  quantity: number,
): QuantityChange {
  const line = items.find((item) => item.uuid === uuid);
  if (line === undefined) return { type: 'cart.quantityRefused', uuid, reason: 'unknownLine' };
  if (quantity <= 0) {
    return { type: 'cart.quantityChanged', items: items.filter((item) => item.uuid !== uuid) };
  }
  if (isQuantityLocked(line)) return { type: 'cart.quantityRefused', uuid, reason: 'locked' };
  const changed = withQuantity(line, clampQuantity(quantity, SPIN_BUTTON.cartLineMax));
  return {
    type: 'cart.quantityChanged',
    items: items.map((item) => (item === line ? changed : item)),
  };
}
