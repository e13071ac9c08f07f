import { LOCALE_CODES } from '@nordshop/locale-config';
import * as z from 'zod';
import { boundedInt, storableText } from './bounded';
import { STOCK_STATUSES } from './product';

/**
 * What a staff API key may do (decision 038): write the catalog (products, categories, brands,
 * tags, texts, images), stock and prices, coupons, content (CMS pages, store message, deal), read
 * orders, act on orders (ship, cancel, refund).
 */
export const STAFF_SCOPES = [
  'catalog:write',
  'stock:write',
  'coupons:write',
  'content:write',
  'orders:read',
  'orders:write',
] as const;
export type StaffScope = (typeof STAFF_SCOPES)[number];

/** The prefix of every staff API key: a shopper's token never has it. */
export const STAFF_KEY_PREFIX = 'nsk_';

/** GET /api/staff/key: the calling key, for a system to check its connection. */
export const StaffKeyResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(STAFF_SCOPES)),
});
export type StaffKeyResponse = z.infer<typeof StaffKeyResponseSchema>;

/** The most updates one delta call carries. */
export const STAFF_DELTA_MAX = 1_000;

/** The description of a number schema whose column is a bigint: bounded by 2^53 - 1, not int4. */
export const BIGINT_COLUMN = 'a bigint column (at most 2^53 - 1)';

/** A system's sequence of an update: higher is newer (e.g. a Unix time in microseconds). */
const SequenceSchema = z
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'must be at most 9007199254740991' })
  .describe(BIGINT_COLUMN);

/** A SKU as the catalog stores it. */
export const SkuSchema = storableText(64).trim().min(1, { error: 'is required' });

/** One price tier as a system sends it: price, minimum quantity, original price (minor units incl. VAT). */
const StaffTierSchema = z.object({
  p: boundedInt(0, 100_000_000),
  q: boundedInt(1, 100_000),
  o: boundedInt(0, 100_000_000),
});

/**
 * A storefront's prices as a system sends them: normal tiers `n` (the first for 1 unit, then rising
 * quantities) and campaign tiers `c` (none without a campaign); the discount percentages are
 * worked out by the shop. The rules between tiers are {@link staffPricesProblems}.
 */
export const StaffPricesSchema = z.object({
  n: z.array(StaffTierSchema).min(1, { error: 'needs the price of one unit' }).max(10),
  c: z.array(StaffTierSchema).max(10).default([]),
});
export type StaffPrices = z.output<typeof StaffPricesSchema>;

/**
 * What is wrong between the tiers of a storefront's prices, by field under `path`: each list
 * starts at quantity 1 and rises, and no price is above its original price. Empty when none.
 */
export function staffPricesProblems(prices: StaffPrices, path: string): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const list of ['n', 'c'] as const) {
    const tiers = prices[list];
    const rising = tiers.every((t, i) => (i === 0 ? t.q === 1 : t.q > tiers[i - 1]!.q));
    if (tiers.length > 0 && !rising)
      problems[`${path}.${list}`] = 'tiers start at quantity 1 and rise';
    tiers.forEach((tier, i) => {
      if (tier.p > tier.o)
        problems[`${path}.${list}.${i}.p`] = 'may not be above the original price';
    });
  }
  return problems;
}

/** PATCH /api/staff/stock body: stock of many SKUs, each with its sequence. */
export const StockDeltasRequestSchema = z.object({
  updates: z
    .array(
      z.object({
        sku: SkuSchema,
        sequence: SequenceSchema,
        quantity: boundedInt(0, 1_000_000_000),
        status: z.enum(STOCK_STATUSES).optional(),
      }),
    )
    .min(1, { error: 'send at least one update' })
    .max(STAFF_DELTA_MAX, { error: `at most ${STAFF_DELTA_MAX} updates per call` }),
});
export type StockDeltasRequest = z.input<typeof StockDeltasRequestSchema>;

/** PATCH /api/staff/prices body: prices of many SKUs on storefronts, each with its sequence. */
export const PriceDeltasRequestSchema = z.object({
  updates: z
    .array(
      z.object({
        sku: SkuSchema,
        locale: z.enum(LOCALE_CODES),
        sequence: SequenceSchema,
        prices: StaffPricesSchema,
      }),
    )
    .min(1, { error: 'send at least one update' })
    .max(STAFF_DELTA_MAX, { error: `at most ${STAFF_DELTA_MAX} updates per call` }),
});
export type PriceDeltasRequest = z.input<typeof PriceDeltasRequestSchema>;

/**
 * The answer of a delta call: how many updates were applied, and those that were not: `stale`
 * (the SKU has an update with this sequence or a higher one already), `unknown_sku`.
 */
export const DeltasResponseSchema = z.object({
  applied: z.number().int(),
  ignored: z.array(
    z.object({
      sku: z.string(),
      locale: z.string().optional(),
      reason: z.enum(['stale', 'unknown_sku']),
    }),
  ),
});
export type DeltasResponse = z.infer<typeof DeltasResponseSchema>;
