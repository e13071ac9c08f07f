// @vitest-environment jsdom
import { priceCartView } from '@nordshop/cart-domain';
import { aCartLine } from '@nordshop/cart-domain/testing';
import { EMPTY_COUPON_STATE } from '@nordshop/coupon-engine';
import type { LocaleCode } from '@nordshop/locale-config';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CartDrawerLinePrice } from './cart-drawer-line';

afterEach(cleanup);

/** Two lines of one SKU the cart keeps apart: an ordinary line and a bundle line at its own price. */
const LINES = [
  aCartLine({ uuid: 'ordinary', sku: 'CASE-1', name: 'Ordinary case' }),
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

/** The drawer's line prices of `LINES` as the shopper reads them (no-break spaces as spaces). */
function shownPrices(locale: LocaleCode, includeVat: boolean): string[] {
  const view = priceCartView({ items: LINES, coupons: EMPTY_COUPON_STATE }, locale);
  render(
    <ul>
      {view.lines.map((entry) => (
        <li key={entry.line.uuid}>
          <CartDrawerLinePrice entry={entry} mode={{ locale, includeVat }} />
        </li>
      ))}
    </ul>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent.replace(/\s/g, ' '));
}

describe('the drawer line price', () => {
  it('shows each of two lines of one SKU at its own price', () => {
    expect(shownPrices('sv', true)).toEqual(['199 kr', '99 kr']);
  });

  it.each([
    { locale: 'sv', incl: ['199 kr', '99 kr'], excl: ['159,20 kr', '79,20 kr'] },
    { locale: 'no', incl: ['199 kr', '99 kr'], excl: ['159,20 kr', '79,20 kr'] },
  ] as const)(
    'shows whole kronor incl. VAT and two decimals ex VAT on $locale',
    ({ locale, incl, excl }) => {
      expect(shownPrices(locale, true)).toEqual(incl);
      cleanup();
      expect(shownPrices(locale, false)).toEqual(excl);
    },
  );
});
