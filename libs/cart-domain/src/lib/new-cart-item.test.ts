import { describe, expect, it } from 'vitest';
import { addToCart, newCartItem } from '../index';
import type { CartItemSource } from '../index';
import { sequentialUuids } from '../testing';

const tier = (q: number, p: number) => ({ q, p, o: p, d: 0 });

const product: CartItemSource = {
  id: 500,
  sku: 'CHARGER-1',
  slug: 'usb-c-charger',
  name: 'USB-C charger 20 W',
  thumb: { url: '/images/charger.webp', width: 120, height: 120 },
  type: 1,
  group_id: 4,
  discount_category: 2,
  stock_status: 'in-stock',
  estimated_at: null,
  vat: 25,
  prices: { n: [tier(1, 24_900), tier(3, 22_900), tier(10, 24_900)], c: [] },
  categories: [11, 12],
};

const onCampaign: CartItemSource = {
  ...product,
  prices: { ...product.prices, c: [tier(1, 19_900), tier(3, 18_900)] },
};

describe('newCartItem', () => {
  it.each([
    {
      name: 'one unit at the first normal tier',
      source: product,
      quantity: 1,
      out: { price: 24_900, ordinary_price: 24_900, campaign: false },
    },
    {
      name: 'three units at the second tier',
      source: product,
      quantity: 3,
      out: { price: 22_900, ordinary_price: 22_900, campaign: false },
    },
    {
      name: 'a tier that is not cheaper is dropped',
      source: product,
      quantity: 10,
      out: { price: 22_900, ordinary_price: 22_900, campaign: false },
    },
    {
      name: 'campaign tiers while a campaign runs',
      source: onCampaign,
      quantity: 3,
      out: { price: 18_900, ordinary_price: 22_900, campaign: true },
    },
    {
      name: 'the normal tier once it undercuts the campaign',
      source: {
        ...product,
        prices: { n: [tier(1, 24_900), tier(10, 17_900)], c: [tier(1, 19_900)] },
      },
      quantity: 10,
      out: { price: 17_900, ordinary_price: 17_900, campaign: true },
    },
  ])('prices $name', ({ source, quantity, out }) => {
    expect(newCartItem(source, { quantity })).toMatchObject({ quantity, ...out });
  });

  it('lists the tiers it priced from as { q, p }', () => {
    expect(newCartItem(product, { quantity: 1 }).pricing).toEqual([
      { q: 1, p: 24_900 },
      { q: 3, p: 22_900 },
    ]);
  });

  it('takes a variation’s identity and prices and keeps the main product id', () => {
    const variation = {
      id: 501,
      sku: 'CHARGER-1-WHITE',
      slug: 'usb-c-charger-white',
      name: 'USB-C charger 20 W, white',
      attributes: { color: 'white' },
      thumb: { url: '/images/charger-white.webp', width: 120, height: 120 },
      vat: 25,
      prices: { n: [tier(1, 25_900)], c: [] },
      stock_status: 'back-order-quick',
      estimated_at: null,
    };

    expect(newCartItem(product, { quantity: 1, variation })).toMatchObject({
      id: 501,
      product_id: 500,
      type: 2,
      sku: 'CHARGER-1-WHITE',
      price: 25_900,
      stock_status: 'back-order-quick',
    });
  });

  it('carries its origin, so a cross-selling item gets a line of its own', () => {
    const plain = newCartItem(product, { quantity: 1 });
    const crossSold = newCartItem(product, {
      quantity: 1,
      origin: { cross_selling_product_id: 77 },
    });

    const { items } = addToCart(
      addToCart([], plain, sequentialUuids()).items,
      crossSold,
      () => 'x',
    );

    expect(items.map((line) => line.cross_selling_product_id)).toEqual([null, 77]);
  });
});
