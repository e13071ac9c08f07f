/**
 * What the goods still lack for free shipping, minor units incl. VAT, >= 0 (0 once reached).
 * `goodsTotal` is what the goods cost after every discount and the customer's credit
 * (`PricedCart.total`), `freeFrom` the storefront's threshold (libs/locale-config
 * `freeShippingFrom`), both incl. VAT. The one rule for the checkout's shipping price and the
 * drawer's progress towards it.
 */
export function freeShippingLeft(goodsTotal: number, freeFrom: number): number {
  return Math.max(0, freeFrom - goodsTotal);
}

/** A shipping method's price for the goods: 0 once {@link freeShippingLeft} is 0, else `price`. */
export function shippingPriceFor(price: number, goodsTotal: number, freeFrom: number): number {
  return freeShippingLeft(goodsTotal, freeFrom) === 0 ? 0 : price;
}
