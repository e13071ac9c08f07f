import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_FIELD,
  CartStateSchema,
  initialCartState,
  parsePersistedCart,
  persistedCartPatch,
  readPersistedCart,
} from '../index';
import { TD02_KEY, mergeTd02, parseTd02 } from '@nordshop/browser-state';
import type { CartState } from '../index';
import { aCartLine } from '../testing';

/** A cart with every field set, as a checkout in progress leaves it. */
function aFullCart(): CartState {
  return {
    ...initialCartState(),
    vat: false,
    items: [aCartLine({ uuid: 'a' }), aCartLine({ uuid: 'b', sku: 'CABLE-1' })],
    lastAddedToCart: aCartLine({ uuid: 'b', sku: 'CABLE-1' }),
    postalCode: '113 51',
    shippingProcessor: 'internal',
    shippingMethod: 'service-point',
    shippingMethodCE: true,
    paymentMethod: 'invoice',
    servicePoint: { id: 'SP-1', name: 'Kiosk Odenplan' },
    checkoutID: 'chk-42',
    campaignData: {
      params: { utm_source: 'news' },
      location: 'https://nordshop.se/?utm_source=news',
      referrer: null,
    },
    consentGranted: true,
    hasGrants: true,
    internal: true,
    providers: { ...initialCartState().providers, invoice: { id: 'inv-1', locale: 'sv-SE' } },
    coupons: [{ code: 'SUMMER10', applied: true, failed_minimum_spend: false }],
  };
}

describe('initialCartState', () => {
  it('is an empty cart showing prices including VAT with nothing chosen', () => {
    const state = initialCartState();

    expect(state).toMatchObject({
      vat: true,
      open: false,
      openUpselling: false,
      items: [],
      coupons: [],
      checkoutID: null,
      lastAddedToCart: null,
      internal: false,
    });
    expect(Object.values(state.providers)).toEqual(Array(6).fill({ id: null, locale: null }));
  });
});

describe('readPersistedCart and persistedCartPatch', () => {
  it(`store the cart under "${CART_STORAGE_FIELD}" of the "${TD02_KEY}" value and read it back`, () => {
    const cart = { ...aFullCart(), open: true, openUpselling: true };

    const stored = JSON.stringify(mergeTd02({}, persistedCartPatch(cart)));

    expect(readPersistedCart(parseTd02(stored))).toEqual({
      ...cart,
      open: false,
      openUpselling: false,
    });
    expect(JSON.parse(stored)).toHaveProperty([CART_STORAGE_FIELD, 'items', 0, 'uuid'], 'a');
  });

  it('patch only the cart field of the stored value', () => {
    const stored = { auth: { strategy: 'myAccount' }, history: ['/'], cart: {} };

    expect(mergeTd02(stored, persistedCartPatch(initialCartState()))).toMatchObject({
      auth: { strategy: 'myAccount' },
      history: ['/'],
    });
  });

  it.each([
    { name: 'nothing stored', stored: null },
    { name: 'text that is not JSON', stored: '{"cart": [' },
    { name: 'JSON null', stored: 'null' },
    { name: 'a JSON array', stored: '[1,2]' },
    { name: 'a JSON string', stored: '"cart"' },
    { name: 'a cart that is a number', stored: '{"cart": 5}' },
    { name: 'a cart that is an array', stored: '{"cart": []}' },
  ])('give the empty cart for $name', ({ stored }) => {
    expect(readPersistedCart(parseTd02(stored))).toEqual(initialCartState());
  });
});

describe('parsePersistedCart', () => {
  it('drops invalid lines and keeps the valid ones', () => {
    const state = parsePersistedCart({
      items: [
        aCartLine({ uuid: 'a' }),
        { ...aCartLine({ uuid: 'b' }), quantity: -1 },
        'junk',
        null,
        { uuid: 'c' },
        aCartLine({ uuid: 'd' }),
      ],
    });

    expect(state.items.map((line) => line.uuid)).toEqual(['a', 'd']);
  });

  it('keeps the first of two lines with one uuid and the first of two coupons with one code', () => {
    const state = parsePersistedCart({
      items: [aCartLine({ uuid: 'a', quantity: 1 }), aCartLine({ uuid: 'a', quantity: 9 })],
      coupons: [{ code: 'SUMMER10', applied: true }, { code: 'SUMMER10' }],
    });

    expect(state.items.map((line) => line.quantity)).toEqual([1]);
    expect(state.coupons).toEqual([
      { code: 'SUMMER10', applied: true, failed_minimum_spend: false },
    ]);
  });

  it('falls back field by field to the initial value', () => {
    const state = parsePersistedCart({
      ...aFullCart(),
      vat: 'yes',
      checkoutID: 42,
      servicePoint: { name: 'no id' },
      providers: { invoice: { id: 7 } },
      campaignData: { params: { utm_source: '' } },
      coupons: [{ code: 'x' }, { code: 'WINTER5', fixed_amount: 1.5 }, { code: 'OK-1' }],
    });

    expect(state).toEqual({
      ...aFullCart(),
      vat: true,
      checkoutID: null,
      servicePoint: null,
      providers: initialCartState().providers,
      campaignData: null,
      coupons: [{ code: 'OK-1', applied: false, failed_minimum_spend: false }],
    });
  });

  it('never throws for any JSON and always gives a valid cart', () => {
    fc.assert(
      fc.property(fc.json(), (json) => {
        const state = readPersistedCart(parseTd02(json));
        const wrapped = readPersistedCart(parseTd02(`{"cart":${json}}`));
        return (
          CartStateSchema.safeParse(state).success && CartStateSchema.safeParse(wrapped).success
        );
      }),
    );
  });

  it('never throws for any value, or any stored cart with some fields replaced', () => {
    const field = fc.constantFrom(...(Object.keys(aFullCart()) as (keyof CartState)[]));
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(field, fc.jsonValue()), (value, replaced) => {
        parsePersistedCart(value);
        const state = parsePersistedCart({ ...aFullCart(), ...replaced });
        return state.items.length <= 2 && !state.open;
      }),
    );
  });
});
