import type { DiscountRule } from './coupon';

function positive(value: number | null | undefined): boolean {
  return (value ?? 0) > 0;
}

function hasEntries(list: readonly unknown[] | null | undefined): boolean {
  return (list?.length ?? 0) > 0;
}

/** Whether a rule is a buy-x increment rule: it carries a positive `buy_x_increment`. */
export function isBuyXIncrementRule(rule: DiscountRule): boolean {
  return positive(rule.buy_x_increment);
}

/** Whether a rule is a buy-x-get-y rule: `buy_x` > 0 and `get_y` > 0, and not a buy-x increment rule. */
export function isBuyXGetYRule(rule: DiscountRule): boolean {
  return !isBuyXIncrementRule(rule) && positive(rule.buy_x) && positive(rule.get_y);
}

/** Whether a rule is a percentage rule: a positive `percentage_discount`, neither buy-x-get-y nor buy-x increment. */
export function isPercentageRule(rule: DiscountRule): boolean {
  return positive(rule.percentage_discount) && !isBuyXIncrementRule(rule) && !isBuyXGetYRule(rule);
}

/**
 * Whether a rule is a plain percentage rule (spec section 4): a percentage rule with no specific
 * group, excluded group or discount category, and no minimum-spend failure.
 */
export function isPlainPercentageRule(rule: DiscountRule): boolean {
  return (
    isPercentageRule(rule) &&
    !hasEntries(rule.specific_groups) &&
    !hasEntries(rule.excluded_groups) &&
    !hasEntries(rule.specific_discount_categories) &&
    rule.failed_minimum_spend !== true
  );
}
