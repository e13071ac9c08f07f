import { CART_MAX_QUANTITY } from '@nordshop/api-contract';

/** Spin-button limits of spec section 9. */
export const SPIN_BUTTON = {
  min: 1,
  /** Maximum on cart lines: the units one cart line may hold (5000), as the API limits them. */
  cartLineMax: CART_MAX_QUANTITY,
  /** Maximum anywhere else. */
  defaultMax: 100,
  step: 1,
  debounceMs: 250,
  holdDelayMs: 500,
  holdIntervalMs: 100,
  holdThreshold: 10,
  holdMultiplier: 4,
} as const;

/**
 * A typed or stepped quantity made valid: whole numbers only, clamped into [min, max];
 * anything non-numeric becomes the minimum (spec section 5, quantity spin button).
 */
export function clampQuantity(
  input: unknown,
  max: number = SPIN_BUTTON.defaultMax,
  min: number = SPIN_BUTTON.min,
): number {
  const value =
    typeof input === 'number'
      ? input
      : typeof input === 'string' && input.trim() !== ''
        ? Number(input)
        : NaN;
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
