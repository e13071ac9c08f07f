import { currencyStep, exVatPrice } from '@nordshop/locale-config';
import { assertPriceCartInput } from './assert-price-cart-input';
import { buyXGetYUnits, cheapestFirst } from './buy-x-get-y-units';
import type { OfferLine } from './buy-x-get-y-units';
import type { CartLineInput, CustomerCategoryDiscounts } from './cart-line';
import { CUSTOMER_DISCOUNT_CODE } from './coupon';
import type { OfferDiscount } from './coupon-state';
import { distributeAmount } from './distribute-amount';
import { indexCustomerDiscounts, indexedCustomerDiscount } from './effective-customer-discount';
import type { CustomerDiscountIndex } from './effective-customer-discount';
import { applyPercentage, roundToStep } from './money';
import type { PriceCartInput, PricedCart, PricedLine } from './priced-cart';
import { tierPrice } from './tier-price';

/** A price an offer gives some units of one line. */
interface OfferPrice {
  /** Position of the offer in `buyXGetY`, which is sorted by code. */
  readonly offer: number;
  readonly units: number;
  readonly unitPrice: number;
}

/** A line on its way through pricing; built and filled in by `priceCart` only. */
interface LineInProgress extends OfferLine {
  readonly vat: number;
  /** Added by a coupon: left out of the minimum-spend base. */
  readonly gift: boolean;
  readonly percentage: number;
  /** The unit price after the percentage. */
  readonly paidUnitPrice: number;
  /** Offer prices for some units of the line; absent when no offer discounts it. */
  offers: OfferPrice[] | undefined;
  /** The line's total before the customer discount. */
  total: number;
  promotionUnits: number;
}

function startLine(
  line: CartLineInput,
  discounts: CustomerDiscountIndex,
  personal: CustomerCategoryDiscounts | undefined,
  step: number,
): LineInProgress {
  const unitPrice = roundToStep(tierPrice(line.pricing ?? [], line.quantity) ?? line.price, step);
  const percentage = indexedCustomerDiscount(line, discounts, personal);
  const paidUnitPrice = applyPercentage(unitPrice, percentage, step);
  return {
    sku: line.sku,
    quantity: line.quantity,
    group_id: line.group_id,
    discount_category: line.discount_category,
    categories: line.categories,
    vat: line.vat,
    gift: Boolean(line.added_by_coupon),
    unitPrice,
    percentage,
    paidUnitPrice,
    offers: undefined,
    total: line.quantity * paidUnitPrice,
    promotionUnits: 0,
  };
}

function offerUnitPrice(discount: OfferDiscount, unitPrice: number, step: number): number {
  return discount.kind === 'percentage'
    ? applyPercentage(unitPrice, discount.percentage, step)
    : roundToStep(Math.max(0, unitPrice - discount.amount), step);
}

/** Records on each line the units every buy-x-get-y offer discounts and at what price. */
function applyOffers(lines: readonly LineInProgress[], input: PriceCartInput, step: number): void {
  if (input.coupons.buyXGetY.length === 0) return;
  const order = cheapestFirst(lines);
  input.coupons.buyXGetY.forEach((offer, position) => {
    const counts = buyXGetYUnits(offer, lines, order);
    for (let i = 0; i < lines.length; i += 1) {
      const units = counts[i] ?? 0;
      const line = lines[i];
      if (units === 0 || line === undefined) continue;
      const price: OfferPrice = {
        offer: position,
        units,
        unitPrice: offerUnitPrice(offer.discount, line.unitPrice, step),
      };
      // Most lines get one offer: a one-element array, not an empty one grown by `push`.
      if (line.offers === undefined) line.offers = [price];
      else line.offers.push(price);
    }
  });
}

/**
 * Prices the units of a line some offer discounts: offers cover the first units of the line, each
 * unit takes the lowest price any covering offer or the percentage gives (discounts on one unit
 * never add up), and the saving over the percentage price goes to the offer that gave it (ties:
 * the earlier offer, that is the smaller code). Sets the line's `total` and `promotionUnits`.
 */
function promoteLine(line: LineInProgress, offers: readonly OfferPrice[], savings: number[]): void {
  const { quantity, paidUnitPrice } = line;
  const better =
    offers.length === 1
      ? offers
      : offers.filter((o) => o.unitPrice < paidUnitPrice).sort((a, b) => b.units - a.units);
  let total = 0;
  let best: OfferPrice | undefined;
  for (let i = 0; i < better.length; i += 1) {
    const offer = better[i];
    if (offer === undefined || offer.unitPrice >= paidUnitPrice) continue;
    if (
      best === undefined ||
      offer.unitPrice < best.unitPrice ||
      (offer.unitPrice === best.unitPrice && offer.offer < best.offer)
    ) {
      best = offer;
    }
    // Units beyond the next offer's reach are covered only by the offers seen so far.
    const band = offer.units - (better[i + 1]?.units ?? 0);
    total += band * best.unitPrice;
    savings[best.offer] = (savings[best.offer] ?? 0) + band * (paidUnitPrice - best.unitPrice);
  }
  line.promotionUnits = best === undefined ? 0 : (better[0]?.units ?? 0);
  line.total = total + (quantity - line.promotionUnits) * paidUnitPrice;
}

/**
 * Prices a cart: the one computation behind `POST /api/sync-cart`, `POST /api/sync-coupons` and
 * the cart on screen, so they never disagree. Per line: the tier price for its quantity (spec
 * section 9's tier filtering, else the line's `price`), then its effective customer discount,
 * then the buy-x-get-y offers on the cheapest eligible units (a unit takes the better of the two,
 * never both), then a share of the customer's fixed discount. Prices incl. VAT are rounded to the
 * currency's digits, ex-VAT amounts to minor units (price / (1 + rate/100)). No price goes below 0.
 *
 * @throws DomainError `invalid_data` listing every invalid field of the input.
 */
export function priceCart(input: PriceCartInput): PricedCart {
  assertPriceCartInput(input);
  const step = currencyStep(input.fractionDigits);
  const discounts = indexCustomerDiscounts(input.coupons);
  const lines = input.lines.map((line) =>
    startLine(line, discounts, input.customerCategoryDiscounts, step),
  );
  applyOffers(lines, input, step);
  const savings = input.coupons.buyXGetY.map(() => 0);
  let cartBeforeCustomerDiscount = 0;
  for (const line of lines) {
    if (line.offers !== undefined) promoteLine(line, line.offers, savings);
    cartBeforeCustomerDiscount += line.total;
  }

  const fixedAmount =
    input.coupons.items.find((item) => item.code === CUSTOMER_DISCOUNT_CODE)?.fixed_amount ?? 0;
  const customerDiscount = Math.min(roundToStep(fixedAmount, step), cartBeforeCustomerDiscount);
  const shares = distributeAmount(
    customerDiscount,
    lines.map((line) => line.total),
    step,
  );

  let subtotal = 0;
  let subtotalExVat = 0;
  let minimumSpendBase = 0;
  let total = 0;
  let totalExVat = 0;
  const pricedLines = lines.map((line, i): PricedLine => {
    const share = shares[i] ?? 0;
    const lineTotal = line.total - share;
    const lineTotalExVat = exVatPrice(lineTotal, line.vat);
    subtotal += line.unitPrice * line.quantity;
    if (!line.gift) minimumSpendBase += line.unitPrice * line.quantity;
    subtotalExVat += exVatPrice(line.unitPrice * line.quantity, line.vat);
    total += lineTotal;
    totalExVat += lineTotalExVat;
    return {
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountPercentage: line.percentage,
      discountedUnitPrice: line.paidUnitPrice,
      discountedUnitPriceExVat: exVatPrice(line.paidUnitPrice, line.vat),
      promotionUnits: line.promotionUnits,
      customerDiscount: share,
      lineTotal,
      lineTotalExVat,
      discount: line.unitPrice * line.quantity - lineTotal,
    };
  });
  return {
    lines: pricedLines,
    subtotal,
    subtotalExVat,
    minimumSpendBase,
    discount: subtotal - total,
    customerDiscount,
    buyXGetY: input.coupons.buyXGetY.map((offer, position) => ({
      code: offer.code,
      amount: savings[position] ?? 0,
    })),
    total,
    totalExVat,
    vat: total - totalExVat,
  };
}
