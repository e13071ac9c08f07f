import type { DiscountRule } from './coupon';
import { clampPercentage } from './money';

/**
 * The percentage a buy-x increment rule reaches for `quantity` affected units, which the API
 * reports as `buy_x_percentage_total`: 0 below `buy_x` units (at least 1), `buy_x_increment`
 * percent at `buy_x` units, and another `buy_x_increment` for every further `buy_x_interval`
 * units (1 when absent), at most 100.
 *
 * @example buy_x 2, increment 5, interval 1: 1 unit 0 %, 2 units 5 %, 3 units 10 %.
 */
export function buyXIncrementPercentage(
  rule: Pick<DiscountRule, 'buy_x' | 'buy_x_increment' | 'buy_x_interval'>,
  quantity: number,
): number {
  const threshold = Math.max(1, rule.buy_x ?? 0);
  const increment = rule.buy_x_increment ?? 0;
  if (increment <= 0 || quantity < threshold) return 0;
  const interval = Math.max(1, rule.buy_x_interval ?? 1);
  const steps = 1 + Math.floor((quantity - threshold) / interval);
  return clampPercentage(steps * increment);
}
