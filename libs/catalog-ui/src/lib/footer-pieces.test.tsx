// @vitest-environment jsdom
import { LOCALE_CODES, STOREFRONTS } from '@nordshop/locale-config';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { renderToHtml } from '../testing/test-providers';
import { aPaymentMethod } from '../testing/catalog-builders';
import { FooterBadges } from './badge-list';
import { BADGE_NAMES, badgeAltText } from './badge-names';
import { paymentBadges } from './payment-badges';
import { StoreMessage } from './store-message';
import { STORE_MESSAGE_MIN_LENGTH, isStoreMessageShown } from './store-message-rule';
import { WidgetHtml } from './widget-html';

describe('isStoreMessageShown', () => {
  it.each([
    {
      name: 'a long visible message',
      message: 'Fri frakt på alla beställningar över 499 kr!',
      hidden: false,
      shown: true,
    },
    { name: 'exactly 20 characters', message: '12345678901234567890', hidden: false, shown: false },
    { name: '21 characters', message: '123456789012345678901', hidden: false, shown: true },
    {
      name: 'short text padded with spaces',
      message: '   Fri frakt!        ',
      hidden: false,
      shown: false,
    },
    {
      name: 'short text in long HTML',
      message: '<p><strong>Fri frakt!</strong></p>',
      hidden: false,
      shown: false,
    },
    {
      name: 'a hidden message',
      message: 'Fri frakt på alla beställningar över 499 kr!',
      hidden: true,
      shown: false,
    },
    {
      name: 'no hidden flag (the API default is hidden)',
      message: 'Fri frakt på alla beställningar över 499 kr!',
      hidden: undefined,
      shown: false,
    },
    { name: 'no message', message: null, hidden: false, shown: false },
  ])('$name: $shown', ({ message, hidden, shown }) => {
    expect(STORE_MESSAGE_MIN_LENGTH).toBe(20);
    expect(isStoreMessageShown(message, hidden)).toBe(shown);
  });
});

describe('StoreMessage and WidgetHtml', () => {
  it('renders the sanitized HTML of a shown message on the server', () => {
    const html = renderToHtml(
      <StoreMessage message="<p>Fri frakt på alla beställningar över 499 kr!</p>" hidden={false} />,
    );
    expect(html).toBe(
      '<div class="ns-widget-html ns-store-message ns-store-message--header"><p>Fri frakt på alla beställningar över 499 kr!</p></div>',
    );
  });

  it('renders nothing for a hidden message', () => {
    expect(
      renderToHtml(<StoreMessage message="Fri frakt på alla beställningar över 499 kr!" hidden />),
    ).toBe('');
  });

  it('renders widget HTML as it is', () => {
    expect(
      renderToHtml(
        <WidgetHtml
          html='<section class="footer-column"><h3>Kundservice</h3></section>'
          className="ns-footer-columns"
        />,
      ),
    ).toContain('<section class="footer-column"><h3>Kundservice</h3></section>');
  });
});

describe('paymentBadges', () => {
  it('shows one badge per kind of method offered, named after its first method, in listed order', () => {
    expect(
      paymentBadges([
        aPaymentMethod(),
        aPaymentMethod({ id: 'invoice:company', name: 'Företagsfaktura', fee: 0 }),
        aPaymentMethod({
          id: 'prepayment:bank-transfer',
          provider: 'prepayment',
          name: 'Förskottsbetalning (banköverföring)',
          badge: 'bank-transfer',
        }),
      ]),
    ).toEqual([
      { name: 'invoice', label: 'Faktura' },
      { name: 'bank-transfer', label: 'Förskottsbetalning (banköverföring)' },
    ]);
  });

  it('shows no payment badge when no method is offered', () => {
    expect(paymentBadges([])).toEqual([]);
  });
});

describe('FooterBadges', () => {
  const OFFERED = [
    aPaymentMethod(),
    aPaymentMethod({ id: 'invoice:company', name: 'Företagsfaktura', fee: 0 }),
    aPaymentMethod({
      id: 'prepayment:bank-transfer',
      provider: 'prepayment',
      name: 'Förskottsbetalning (banköverföring)',
      badge: 'bank-transfer',
    }),
  ];

  it('lists the payment methods offered, and the Swedish shipping and trust badges as sized images', () => {
    renderWithProviders(<FooterBadges locale="sv" paymentMethods={OFFERED} />);
    const payment = screen.getByRole('list', { name: 'Betalsätt' });
    expect(
      within(payment)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Faktura', 'Förskottsbetalning (banköverföring)']);
    expect(Array.from(payment.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual([
      '/brand/badges/invoice.svg',
      '/brand/badges/bank-transfer.svg',
    ]);
    expect(within(payment).queryByRole('img', { name: /Klarna|Swish|Visa|BankID/ })).toBeNull();
    const shipping = within(screen.getByRole('list', { name: 'Leveranssätt' })).getAllByRole('img');
    expect(shipping).toHaveLength(STOREFRONTS.sv.icons.shipping.length);
    expect([
      shipping[0]!.getAttribute('alt'),
      shipping[0]!.getAttribute('src'),
      shipping[0]!.getAttribute('width'),
      shipping[0]!.getAttribute('height'),
    ]).toEqual(['PostNord', '/brand/badges/postnord.svg', '64', '24']);
    expect(
      within(screen.getByRole('list', { name: 'Trygg e-handel' })).getAllByRole('img'),
    ).toHaveLength(2);
  });

  it('has no payment list when the storefront offers no method', () => {
    renderWithProviders(<FooterBadges locale="sv" paymentMethods={[]} />);
    expect(screen.queryByRole('list', { name: 'Betalsätt' })).toBeNull();
  });

  it('has a readable name for every shipping and trust badge of every storefront', () => {
    const names = LOCALE_CODES.flatMap((locale) =>
      Object.values(STOREFRONTS[locale].icons).flatMap((icons) => icons.map((icon) => icon.name)),
    );
    expect(names.filter((name) => !(name in BADGE_NAMES))).toEqual([]);
    expect(badgeAltText('new-carrier')).toBe('New carrier');
  });
});
