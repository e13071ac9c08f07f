import type {
  CartItemInput,
  CartLine,
  CouponResult,
  SyncCartRequest,
  SyncCouponsRequest,
} from '@nordshop/api-contract';
import {
  CUSTOMER_DISCOUNT_CODE,
  aggregateDiscounts,
  dealPrices,
  discountSources,
  normalizeCouponCode,
  priceCart,
  type CouponEvaluationContext,
  type DiscountSources,
  type PricedCart,
} from '@nordshop/coupon-engine';
import {
  STOREFRONTS,
  fractionDigitsOf,
  vatInAmount,
  type LocaleCode,
} from '@nordshop/locale-config';
import type { CustomerRow } from '../auth/customer';
import type { Database, Db } from '../platform/db/database';
import type { CartServices } from './cart-services';
import { loadCartProducts } from './cart-products';
import { lookUpCoupons, type RefusedCoupon } from './coupon-lookup';
import type { LoadedCoupon } from './coupon-row';
import { blankCouponResult, evaluateCoupons } from './evaluate-coupons';
import { giftItems } from './gift-lines';
import { cartLineOf, draftLines, engineLine, type DraftLine } from './price-cart-lines';

/** Who asks and where: the database, services, storefront and the logged-in customer if any. */
export interface CartRequestContext<S extends CartServices = CartServices> {
  readonly database: Database;
  readonly db: Db;
  readonly services: S;
  readonly locale: LocaleCode;
  readonly customer: CustomerRow | null;
}

function couponContext(locale: LocaleCode): CouponEvaluationContext {
  return {
    fractionDigits: fractionDigitsOf(locale),
    vatRate: STOREFRONTS[locale].standardVatRate,
  };
}

/** Draft lines of the items, priced from the database with the running deal applied. */
async function drafts(
  ctx: CartRequestContext,
  items: readonly CartItemInput[],
  extraSkus: readonly string[] = [],
  fresh = false,
): Promise<DraftLine[]> {
  const [products, deal] = await Promise.all([
    loadCartProducts(ctx.database, [...items.map((i) => i.sku), ...extraSkus], ctx.locale),
    ctx.services.activeDeal({ fresh }),
  ]);
  if (deal) {
    for (const product of products.values()) {
      if (product.main_id === deal.productId)
        product.prices = dealPrices(product.prices, deal.discount, fractionDigitsOf(ctx.locale));
    }
  }
  return draftLines(items, products);
}

/** The customer's fixed discount of the request's currency, minor units (0 when none or anonymous). */
function customerCredit(ctx: CartRequestContext): number {
  return ctx.customer?.credit[STOREFRONTS[ctx.locale].currency] ?? 0;
}

/** A cart priced on the server: its lines, the coupons found and their results, and the coupon engine's prices. */
export interface ServerPricedCart {
  readonly lines: readonly DraftLine[];
  /** The usable coupons of the codes asked for (unknown, expired, other-storefront ones left out). */
  readonly coupons: readonly LoadedCoupon[];
  /** The codes of stored coupons this storefront cannot use now, with their reason (expired, ...). */
  readonly refused: readonly RefusedCoupon[];
  /** Each usable coupon evaluated against the cart, in the order of `coupons`. */
  readonly results: readonly CouponResult[];
  /** The coupon engine's prices of `lines` (same order), with the customer's credit taken off. */
  readonly priced: PricedCart;
  /** Who gave what of `priced.discount`: each coupon of `results`, the personal percentages, the credit. */
  readonly sources: DiscountSources;
  /** Every code's coupon came from the 5-minute cache. */
  readonly cacheHit: boolean;
}

/**
 * Prices items the way POST /api/sync-cart does and POST /api/orders must: every line re-priced
 * from the database (tier for the quantity, campaign, the running deal), gift lines of coupons
 * added, stock and limits applied, then the coupon engine with the coupons' discounts, the
 * customer's category discounts and their credit (CUSTOMERDISCOUNT). Client prices never enter.
 * With `fresh` (an order) the coupons and the deal are read from the database, never from a
 * cache: a coupon withdrawn or a deal ended a moment ago is not honoured (decision 023); with
 * `freshCoupons` only the coupons are (sync-coupons asked with Cache-Control: no-cache).
 */
export async function priceItems(
  ctx: CartRequestContext,
  items: readonly CartItemInput[],
  codes: readonly string[],
  options: { readonly fresh?: boolean; readonly freshCoupons?: boolean } = {},
): Promise<ServerPricedCart> {
  const fresh = options.fresh ?? false;
  const coupons = await lookUpCoupons(ctx.db, ctx.services, codes, ctx.locale, {
    fresh: fresh || (options.freshCoupons ?? false),
  });
  const context = couponContext(ctx.locale);
  const ownItems = items.filter((item) => !item.added_by_coupon);
  const giftSkus = coupons.usable.flatMap((row) => (row.gift_sku ? [row.gift_sku] : []));
  let lines = await drafts(ctx, ownItems, giftSkus, fresh);
  // A first look without judging: a gift coupon saves nothing until its gift line is there.
  const first = evaluateCoupons(coupons.usable, lines.map(engineLine), context, {
    judge: false,
  });
  const gifts = giftItems(coupons.usable, first, lines);
  if (gifts.length > 0) lines = [...lines, ...(await drafts(ctx, gifts, [], fresh))];
  const engineLines = lines.map(engineLine);
  const results = evaluateCoupons(coupons.usable, engineLines, context);
  const credit = customerCredit(ctx);
  const customerCategoryDiscounts = ctx.customer?.category_discounts ?? {};
  const priced = priceCart({
    lines: engineLines,
    coupons: {
      items:
        credit > 0
          ? [
              {
                code: CUSTOMER_DISCOUNT_CODE,
                fixed_amount: credit,
                applied: true,
                failed_minimum_spend: false,
              },
            ]
          : [],
      ...aggregateDiscounts(results),
    },
    fractionDigits: context.fractionDigits,
    customerCategoryDiscounts,
  });
  return {
    lines,
    coupons: coupons.usable,
    refused: coupons.refused,
    results,
    priced,
    sources: discountSources(
      { lines: engineLines, rules: results, customerCategoryDiscounts },
      priced,
    ),
    cacheHit: coupons.cacheHit,
  };
}

/**
 * POST /api/sync-cart: every line re-priced from the database (see {@link priceItems}). Prices the
 * client sent are never read.
 */
export async function syncCart(
  ctx: CartRequestContext,
  body: SyncCartRequest,
): Promise<CartLine[]> {
  const { lines, priced } = await priceItems(ctx, body.items, body.coupons ?? []);
  return lines.map((line, i) =>
    cartLineOf(line, priced.lines[i]?.discountedUnitPrice ?? line.tiers.unitPrice, ctx.locale),
  );
}

/**
 * The CUSTOMERDISCOUNT entry: the logged-in customer's credit as a fixed amount (0, not applied,
 * when none) and their personal category percentages, the two things besides coupons the server
 * prices their cart with (so the cart on screen prices it the same way). None for a visitor who
 * holds no such entry.
 */
function customerDiscountResult(
  ctx: CartRequestContext,
  context: CouponEvaluationContext,
  held: boolean,
): CouponResult[] {
  const credit = customerCredit(ctx);
  const categories = ctx.customer?.category_discounts ?? {};
  const personal = Object.keys(categories).length > 0;
  if (credit <= 0 && !personal && !held) return [];
  return [
    {
      ...blankCouponResult(CUSTOMER_DISCOUNT_CODE, context),
      applied: credit > 0,
      fixed_amount: credit,
      vat_amount: vatInAmount(credit, context.vatRate),
      category_discounts: { ...categories },
    },
  ];
}

/** The answer for a stored coupon the storefront cannot use now: not applied, with its reason. */
function refusedResult(refused: RefusedCoupon, context: CouponEvaluationContext): CouponResult {
  return { ...blankCouponResult(refused.code, context), applied: false, reason: refused.reason };
}

/**
 * POST /api/sync-coupons: each held coupon evaluated against the cart exactly as an order prices
 * it ({@link priceItems}: lines re-priced, the coupons' own gift lines worked out by the server);
 * with its reason when it gives nothing; expired and other-storefront codes not applied with that
 * reason; unknown codes, and codes whose first day has not come, left out alike; plus the
 * customer's CUSTOMERDISCOUNT entry. Coupon rules come from a 5-minute cache unless `fresh`
 * (request header Cache-Control: no-cache). Results follow the order of the codes asked for.
 */
export async function syncCoupons(
  ctx: CartRequestContext,
  body: SyncCouponsRequest,
  options: { fresh: boolean },
): Promise<{ results: CouponResult[]; cacheHit: boolean }> {
  const codes = body.coupons
    .map((c) => normalizeCouponCode(c.code))
    .filter((code) => code !== CUSTOMER_DISCOUNT_CODE);
  const context = couponContext(ctx.locale);
  const cart = await priceItems(ctx, body.cart_contents, codes, { freshCoupons: options.fresh });
  const refused = cart.refused.map((entry) => refusedResult(entry, context));
  const byCode = new Map([...cart.results, ...refused].map((result) => [result.code, result]));
  const results = [...new Set(codes)].flatMap((code) => {
    const result = byCode.get(code);
    return result ? [result] : [];
  });
  const held = body.coupons.some((c) => normalizeCouponCode(c.code) === CUSTOMER_DISCOUNT_CODE);
  return {
    results: [...results, ...customerDiscountResult(ctx, context, held)],
    cacheHit: cart.cacheHit,
  };
}
