import type { DiscountTarget } from './cart-line';
import type { BuyXGetYOffer, ItemSelector } from './coupon-state';

/** A cart line as the buy-x-get-y count sees it: its identity, quantity and undiscounted unit price. */
export interface OfferLine extends DiscountTarget {
  readonly quantity: number;
  readonly unitPrice: number;
}

function matches(selector: ItemSelector, line: DiscountTarget): boolean {
  const { products, categories, groups } = selector;
  if (products.length === 0 && categories.length === 0 && groups.length === 0) return true;
  if (products.includes(line.sku)) return true;
  const group = line.group_id;
  if (group !== null && group !== undefined && groups.includes(group)) return true;
  if (categories.length > 0)
    for (const category of line.categories ?? []) if (categories.includes(category)) return true;
  return false;
}

/** Line indices from the cheapest unit price up (ties: SKU, then cart order): the order get units are discounted in. */
export function cheapestFirst(lines: readonly OfferLine[]): number[] {
  return lines
    .map((_, index) => index)
    .sort((a, b) => {
      const left = lines[a];
      const right = lines[b];
      if (left === undefined || right === undefined) return a - b;
      return (
        left.unitPrice - right.unitPrice ||
        (left.sku < right.sku ? -1 : left.sku > right.sku ? 1 : 0) ||
        a - b
      );
    });
}

/**
 * How many units of each line a buy-x-get-y offer discounts. For every `buyX` units bought from
 * the buy lines, `getY` units of the get lines are discounted, and a unit never counts both as
 * bought and as discounted. The offer gives as many batches as the cart allows; within that, the
 * cheapest get units are discounted (ties: SKU, then cart order).
 * Returns one count per line, each <= its quantity. `order` is `cheapestFirst(lines)`, passed in
 * when several offers price the same lines.
 */
export function buyXGetYUnits(
  offer: BuyXGetYOffer,
  lines: readonly OfferLine[],
  order: readonly number[] = cheapestFirst(lines),
): number[] {
  const inBuy: boolean[] = [];
  const inGet: boolean[] = [];
  let bought = 0;
  let getOnly = 0;
  let getAlsoBought = 0;
  for (const line of lines) {
    const buy = matches(offer.buy, line);
    const get = offer.get === offer.buy ? buy : matches(offer.get, line);
    inBuy.push(buy);
    inGet.push(get);
    if (buy) bought += line.quantity;
    if (get && buy) getAlsoBought += line.quantity;
    else if (get) getOnly += line.quantity;
  }
  const counts: number[] = new Array<number>(lines.length).fill(0);
  if (bought < offer.buyX) return counts;

  // A batch takes its get units outside the buy lines first; any it takes from the buy lines can no longer count as bought.
  const takenFromBought = (batches: number) => Math.max(0, batches * offer.getY - getOnly);
  const fits = (batches: number) =>
    takenFromBought(batches) <= getAlsoBought &&
    bought - takenFromBought(batches) >= batches * offer.buyX;
  let low = 0;
  let high = Math.floor((getOnly + getAlsoBought) / offer.getY);
  while (low < high) {
    const middle = Math.floor((low + high + 1) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }

  let left = low * offer.getY;
  let boughtSpare = bought - low * offer.buyX;
  for (const index of order) {
    const line = lines[index];
    if (left === 0) break;
    if (line === undefined || !inGet[index]) continue;
    const count = Math.min(line.quantity, left, inBuy[index] ? boughtSpare : Infinity);
    counts[index] = count;
    left -= count;
    if (inBuy[index]) boughtSpare -= count;
  }
  return counts;
}
