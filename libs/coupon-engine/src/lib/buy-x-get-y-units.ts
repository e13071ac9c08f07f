import type { DiscountTarget } from './cart-line';
import type { BuyXGetYOffer, ItemSelector } from './coupon-state';

/** A cart line as the buy-x-get-y count sees it: its identity, quantity and undiscounted unit price. */
export interface OfferLine extends DiscountTarget {
  readonly quantity: number;
  readonly unitPrice: number;
}

/** What a line is to an offer, as bit flags: its units count as bought, can be discounted, or both. */
const BUY = 1;
const GET = 2;

/** Whether a line is one an offer's selector names (by SKU, group or category; an empty selector names every line). */
export function matchesSelector(selector: ItemSelector, line: DiscountTarget): boolean {
  const { products, categories, groups } = selector;
  if (products.length === 0 && categories.length === 0 && groups.length === 0) return true;
  // The length checks spare an `includes` call per line for each list the offer leaves empty.
  if (products.length > 0 && products.includes(line.sku)) return true;
  const group = line.group_id;
  if (groups.length > 0 && group !== null && group !== undefined && groups.includes(group))
    return true;
  if (categories.length > 0)
    for (const category of line.categories ?? []) if (categories.includes(category)) return true;
  return false;
}

/** The units of the cart an offer can use, by what their lines are to the offer. */
interface OfferUnits {
  /** Units of the buy lines. */
  bought: number;
  /** Units of get lines that are not buy lines; `Infinity` for a gift the shop adds itself. */
  getOnly: number;
  /** Units of lines that are both buy and get lines. */
  getAlsoBought: number;
}

/**
 * Whether the cart holds `batches` whole batches. A batch takes its get units outside the buy
 * lines first; any it takes from the buy lines can no longer count as bought.
 */
function fits(offer: BuyXGetYOffer, units: OfferUnits, batches: number): boolean {
  const takenFromBought = Math.max(0, batches * offer.getY - units.getOnly);
  return (
    takenFromBought <= units.getAlsoBought && units.bought - takenFromBought >= batches * offer.buyX
  );
}

/**
 * The most whole batches that fit; `fits` holds for every count up to it, so a binary search finds
 * it. No more than one batch per `buyX` units bought, nor per `getY` units to discount.
 */
function batchCount(offer: BuyXGetYOffer, units: OfferUnits): number {
  let low = 0;
  let high = Math.min(
    Math.floor(units.bought / offer.buyX),
    Math.floor((units.getOnly + units.getAlsoBought) / offer.getY),
  );
  while (low < high) {
    const middle = Math.floor((low + high + 1) / 2);
    if (fits(offer, units, middle)) low = middle;
    else high = middle - 1;
  }
  return low;
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
  // Sized once: growing arrays by `push` cost more than the matching itself.
  const roles = new Uint8Array(lines.length);
  const counts = new Array<number>(lines.length);
  const units: OfferUnits = { bought: 0, getOnly: 0, getAlsoBought: 0 };
  let i = 0;
  for (const line of lines) {
    const buy = matchesSelector(offer.buy, line);
    const get = offer.get === offer.buy ? buy : matchesSelector(offer.get, line);
    roles[i] = (buy ? BUY : 0) | (get ? GET : 0);
    counts[i] = 0;
    i += 1;
    if (buy) units.bought += line.quantity;
    if (get && buy) units.getAlsoBought += line.quantity;
    else if (get) units.getOnly += line.quantity;
  }
  if (units.bought < offer.buyX) return counts;

  const batches = batchCount(offer, units);
  let left = batches * offer.getY;
  let boughtSpare = units.bought - batches * offer.buyX;
  for (const index of order) {
    if (left === 0) break;
    const role = roles[index] ?? 0;
    const line = lines[index];
    if (line === undefined || (role & GET) === 0) continue;
    let count = Math.min(line.quantity, left);
    if ((role & BUY) !== 0) {
      count = Math.min(count, boughtSpare);
      boughtSpare -= count;
    }
    counts[index] = count;
    left -= count;
  }
  return counts;
}

/**
 * How many units of a gift a buy-x-get-y offer gives: `getY` for every whole batch of `buyX` units
 * bought. The gift is not one of the cart's lines but a line the shop adds (`added_by_coupon`), so
 * its units never run short and never count as bought. `bought` is a whole number >= 0.
 */
export function giftUnits(offer: BuyXGetYOffer, bought: number): number {
  return batchCount(offer, { bought, getOnly: Infinity, getAlsoBought: 0 }) * offer.getY;
}
