import { describe, expect, it } from 'vitest';
import { CHECKOUT_PROVIDERS, clearCheckout, initialCartState, updateCheckout } from '../index';
import type { CartState, ProviderSessions } from '../index';
import { aCartLine } from '../testing';

const everyProviderOpen = Object.fromEntries(
  CHECKOUT_PROVIDERS.map((provider, i) => [provider, { id: `${provider}-${i}`, locale: 'sv-SE' }]),
) as ProviderSessions;

const inCheckout: CartState = {
  ...initialCartState(),
  vat: false,
  open: true,
  items: [aCartLine()],
  postalCode: '0150',
  shippingProcessor: 'internal',
  shippingMethod: 'home-delivery',
  shippingMethodCE: true,
  paymentMethod: 'card',
  servicePoint: { id: 'SP-1' },
  checkoutID: 'chk-42',
  campaignData: {
    params: { gclid: 'abc' },
    location: 'https://nordshop.no/?gclid=abc',
    referrer: null,
  },
  providers: everyProviderOpen,
  coupons: [{ code: 'SUMMER10', applied: true, failed_minimum_spend: false }],
};

describe('clearCheckout', () => {
  it.each([
    { field: 'checkoutID', out: null },
    { field: 'providers', out: initialCartState().providers },
    { field: 'shippingProcessor', out: null },
    { field: 'shippingMethod', out: null },
    { field: 'shippingMethodCE', out: false },
    { field: 'paymentMethod', out: null },
    { field: 'servicePoint', out: null },
    { field: 'campaignData', out: null },
  ] as const)('resets $field', ({ field, out }) => {
    expect(clearCheckout(inCheckout)[field]).toEqual(out);
  });

  it('resets the id and locale of all six providers', () => {
    const { providers } = clearCheckout(inCheckout);

    expect(CHECKOUT_PROVIDERS.map((provider) => providers[provider])).toEqual(
      Array(6).fill({ id: null, locale: null }),
    );
  });

  it.each(['items', 'coupons', 'postalCode', 'vat', 'open'] as const)('keeps %s', (field) => {
    expect(clearCheckout(inCheckout)[field]).toEqual(inCheckout[field]);
  });

  it('never changes its argument', () => {
    const before = structuredClone(inCheckout);

    clearCheckout(inCheckout);

    expect(inCheckout).toEqual(before);
  });
});

describe('updateCheckout', () => {
  it('sets the fields present and keeps the others', () => {
    const state = updateCheckout(initialCartState(), {
      checkoutID: 'chk-1',
      paymentMethod: 'invoice',
      postalCode: undefined,
    });

    expect(state).toEqual({ ...initialCartState(), checkoutID: 'chk-1', paymentMethod: 'invoice' });
  });

  it('sets provider sessions one by one', () => {
    const state = updateCheckout(inCheckout, {
      providers: { shipping: { id: 'ship-9', locale: 'nb-NO' } },
    });

    expect(state.providers).toEqual({
      ...everyProviderOpen,
      shipping: { id: 'ship-9', locale: 'nb-NO' },
    });
  });
});
