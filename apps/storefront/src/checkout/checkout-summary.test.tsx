// @vitest-environment jsdom
import { priceCartView } from '@nordshop/cart-domain';
import { aCartLine } from '@nordshop/cart-domain/testing';
import { EMPTY_COUPON_STATE } from '@nordshop/coupon-engine';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutSummaryLines } from './checkout-summary';

afterEach(cleanup);

describe('the checkout summary lines', () => {
  it('shows each of two lines of one SKU at its own total', () => {
    const items = [
      aCartLine({ uuid: 'ordinary', sku: 'CASE-1', name: 'Ordinary case', quantity: 2 }),
      aCartLine({
        uuid: 'bundle',
        sku: 'CASE-1',
        name: 'Bundled case',
        price: 9_900,
        ordinary_price: 9_900,
        pricing: [{ q: 1, p: 9_900 }],
        unique_bundle_id: 'b-1',
      }),
    ];
    const view = priceCartView({ items, coupons: EMPTY_COUPON_STATE }, 'sv');

    render(<CheckoutSummaryLines view={view} mode={{ locale: 'sv', includeVat: true }} />);

    expect(
      screen.getAllByRole('listitem').map((item) => item.textContent.replace(/\s/g, ' ')),
    ).toEqual(['2 × Ordinary case398 kr', '1 × Bundled case99 kr']);
  });
});
