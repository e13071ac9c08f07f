/**
 * Rounds to a whole multiple of `step`, halves away from zero (as Intl.NumberFormat does), and
 * never returns -0.
 */
export function roundHalfAwayFromZero(value: number, step = 1): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value) / step) * step;
  return rounded === 0 ? 0 : rounded;
}
