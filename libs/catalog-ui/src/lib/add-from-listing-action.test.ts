import { describe, expect, it } from 'vitest';
import { aProductCard, aProductDetail } from '../testing/catalog-builders';
import { addFromListingAction } from './add-from-listing-action';

const variation = aProductCard().variations;
const black = {
  id: 2,
  sku: 'NS-101-B',
  slug: 'svart',
  name: 'Svart',
  attributes: { color: 'black' },
  thumb: aProductCard().thumb,
  vat: 25,
  prices: aProductCard().prices,
  stock_status: 'in-stock',
  estimated_at: null,
};

describe('addFromListingAction', () => {
  it.each([
    { name: 'a plain product is added', product: aProductCard(), action: 'add' },
    {
      name: 'a product with variations opens its page',
      product: aProductCard({
        variations: [
          ...variation,
          {
            id: 2,
            sku: 'NS-101-B',
            slug: 'svart',
            name: 'Svart',
            attributes: { color: 'black' },
            thumb: aProductCard().thumb,
            vat: 25,
            prices: aProductCard().prices,
            stock_status: 'in-stock',
            estimated_at: null,
          },
        ],
      }),
      action: 'open-product',
    },
    {
      name: 'a product with variation attributes opens its page',
      product: aProductDetail({
        variation_attributes: [
          { code: 'color', name: 'Färg', values: [{ code: 'black', name: 'Svart' }] },
        ],
      }),
      action: 'open-product',
    },
    {
      name: 'a product page without attributes or variations is added',
      product: aProductDetail(),
      action: 'add',
    },
    {
      name: 'a product out of stock (back-order without a presale date) offers nothing',
      product: aProductCard({ stock_status: 'back-order', estimated_at: null }),
      action: 'unavailable',
    },
    {
      name: 'a presale product (back-order with a date) is added',
      product: aProductCard({ stock_status: 'back-order', estimated_at: '2027-07-07' }),
      action: 'add',
    },
    {
      name: 'a product out of stock with variations still opens its page',
      product: aProductDetail({
        stock_status: 'back-order',
        estimated_at: null,
        variations: [black],
      }),
      action: 'open-product',
    },
  ])('$name', ({ product, action }) => {
    expect(addFromListingAction(product).type).toBe(action);
  });
});
