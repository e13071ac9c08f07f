import { CUSTOMER_DISCOUNT_CODE } from './coupon';
import { DomainError } from '@nordshop/domain-error';
import { MAX_AMOUNT } from './money';
import type { PriceCartInput } from './priced-cart';

const AMOUNT = `must be an integer amount 0..${MAX_AMOUNT}`;

function isAmount(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_AMOUNT;
}

function isCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

/** Adds the problems of line `index` to `fields`; builds no string for a valid line. */
function checkLine(
  line: PriceCartInput['lines'][number],
  index: number,
  fields: Record<string, string>,
): void {
  if (!isCount(line.quantity)) fields[`lines.${index}.quantity`] = 'must be an integer >= 0';
  if (!isAmount(line.price)) fields[`lines.${index}.price`] = AMOUNT;
  if (!(line.vat >= 0 && line.vat <= 100))
    fields[`lines.${index}.vat`] = 'must be a percentage 0..100';
  let highest = line.price;
  const tiers = line.pricing ?? [];
  for (let t = 0; t < tiers.length; t += 1) {
    const tier = tiers[t];
    if (tier === undefined) continue;
    if (!isAmount(tier.p)) fields[`lines.${index}.pricing.${t}.p`] = AMOUNT;
    if (!isCount(tier.q)) fields[`lines.${index}.pricing.${t}.q`] = 'must be an integer >= 0';
    if (tier.p > highest) highest = tier.p;
  }
  if (line.quantity * highest > MAX_AMOUNT)
    fields[`lines.${index}.quantity`] ??= `makes the line exceed ${MAX_AMOUNT}`;
}

/**
 * Checks everything `priceCart` relies on and reports every problem at once.
 *
 * @throws DomainError `invalid_data` with one entry per invalid field.
 */
export function assertPriceCartInput(input: PriceCartInput): void {
  const fields: Record<string, string> = {};
  if (input.fractionDigits !== 0 && input.fractionDigits !== 2)
    fields['fractionDigits'] = 'must be 0 or 2';
  input.lines.forEach((line, index) => checkLine(line, index, fields));
  input.coupons.items.forEach((item, index) => {
    if (item.code === CUSTOMER_DISCOUNT_CODE && !isAmount(item.fixed_amount ?? 0)) {
      fields[`coupons.items.${index}.fixed_amount`] = AMOUNT;
    }
  });
  const count = Object.keys(fields).length;
  if (count > 0)
    throw new DomainError(
      'invalid_data',
      `The cart cannot be priced: ${count} invalid field(s).`,
      fields,
    );
}
