import type { BuiltModel } from './build-categories';
import type { PricePlan } from './build-prices';
import type { FamilySeed } from './data/family-seed';
import { hashString } from '../src/platform/util/hash-string';
import type { Prng } from './prng';

const STOCK_STATUSES: readonly (readonly [string, number])[] = [
  ['in-stock', 70],
  ['back-order-quick', 10],
  ['back-order-slow', 7],
  ['back-order', 8],
  ['special-order', 2],
  ['presale', 3],
];

/** A product's drawn stock: status, units and (presale) the date it arrives. */
export interface DrawnStock {
  readonly status: string;
  readonly quantity: number;
  readonly estimatedAt: string | null;
}

/**
 * A stock status, its units and, for a presale, a date 45 to 345 days after `today` (so the demo
 * always has dates in the coming months and dates that need their year).
 */
export function drawStock(prng: Prng, today: Date): DrawnStock {
  const status = prng.weighted(STOCK_STATUSES);
  if (status === 'presale') {
    const offset = 45 + Math.round(prng.int(0, 200) * 1.5);
    const day = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset),
    );
    return { status: 'back-order', quantity: 0, estimatedAt: day.toISOString().slice(0, 10) };
  }
  const quantity =
    status === 'in-stock' ? (prng.chance(0.1) ? prng.int(1, 3) : prng.int(10, 250)) : 0;
  return { status, quantity, estimatedAt: null };
}

const STATUS_RANK = [
  'in-stock',
  'back-order-quick',
  'back-order-slow',
  'special-order',
  'back-order',
];

/** The best of its variations' statuses: what a product with variations shows. */
export function bestStatus(statuses: readonly string[]): string {
  return (
    [...statuses].sort((a, b) => STATUS_RANK.indexOf(a) - STATUS_RANK.indexOf(b))[0] ?? 'back-order'
  );
}

/** A number in [0, 1) that one type of a family always gets (no PRNG draw). */
function typeFraction(family: FamilySeed, styleIndex: number, what: string): number {
  return hashString(`${family.key}:${styleIndex}:${what}`) / 2 ** 32;
}

/**
 * The price plan of a product: its type's normal price and quantity tiers (the same for every
 * product of the type), and a campaign of its own (15 % of products, 10 to 40 % off).
 */
export function drawPricePlan(prng: Prng, family: FamilySeed, styleIndex: number): PricePlan {
  const tiers = typeFraction(family, styleIndex, 'tiers') < family.tierChance;
  return {
    sek: family.styles[styleIndex]!.priceSek,
    tiers,
    flatTier: tiers && typeFraction(family, styleIndex, 'flat') < 0.1,
    campaign: prng.chance(0.15) ? prng.pick([10, 15, 20, 25, 30, 40]) : 0,
  };
}

/** How much a device brand's models sell beside the others (Apple and Samsung the most). */
const BRAND_WEIGHT: Readonly<Record<string, number>> = { apple: 3, samsung: 2 };

/**
 * How often a product sells: more for a big family, its first types, newer models of the big
 * brands and products for any phone (everyone's), times a random 0.75 to 1.25; a later edition
 * (large seed) sells less.
 */
export function drawPopularity(
  prng: Prng,
  family: FamilySeed,
  styleIndex: number,
  model: BuiltModel | undefined,
  edition: number,
): number {
  const modelWeight = model
    ? (BRAND_WEIGHT[model.brandSlug] ?? 1) *
      (1 + 0.25 * Math.max(0, Number(model.released.slice(0, 4)) - 2018))
    : 10;
  const styleWeight = 1 / (1 + 0.25 * styleIndex);
  const random = 0.75 + 0.5 * prng.next();
  return Math.round((20 * modelWeight * family.weight * styleWeight * random) / (1 + edition));
}
