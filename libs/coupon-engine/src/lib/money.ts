/** Largest amount (minor units) the engine prices exactly; integer arithmetic stays below 2^53. */
export const MAX_AMOUNT = 100_000_000_000;

const BASIS = 10_000;

/** numerator / denominator rounded half up; both non-negative integers below 2^52. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Rounds a non-negative amount to the nearest multiple of `step`, halves up. */
export function roundToStep(amount: number, step: number): number {
  return divideRoundHalfUp(amount, step) * step;
}

/** A percentage limited to 0..100; anything not finite counts as 0. */
export function clampPercentage(percentage: number): number {
  return Number.isFinite(percentage) ? Math.min(100, Math.max(0, percentage)) : 0;
}

/**
 * `amount` less `percentage` percent, rounded half up to `step`. Exact integer arithmetic on
 * percentages with up to two decimals (12.5 % of 19,900 öre is 2,487.5 öre, never 2,487.499…).
 */
export function applyPercentage(amount: number, percentage: number, step: number): number {
  const basisPoints = Math.round(clampPercentage(percentage) * 100);
  return divideRoundHalfUp(amount * (BASIS - basisPoints), BASIS * step) * step;
}
