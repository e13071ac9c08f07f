import { SPIN_BUTTON } from './clamp-quantity';

/**
 * The step of the `repeat`-th automatic repeat (1-based) while a spin button is held (spec
 * section 9): one step for the first 10 repeats, four steps from the 11th on.
 */
export function holdRepeatStep(repeat: number): number {
  return repeat > SPIN_BUTTON.holdThreshold
    ? SPIN_BUTTON.step * SPIN_BUTTON.holdMultiplier
    : SPIN_BUTTON.step;
}

/**
 * How long after the press the `repeat`-th automatic repeat (1-based) fires: the first after
 * 500 ms, each next one 100 ms later (spec section 9). The press itself steps once at 0 ms.
 */
export function holdRepeatAt(repeat: number): number {
  return SPIN_BUTTON.holdDelayMs + (Math.max(1, repeat) - 1) * SPIN_BUTTON.holdIntervalMs;
}
