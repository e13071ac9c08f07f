import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialCartState } from '../index';
import type { CartState } from '../index';
import { aCartLine, aNewCartItem, startCart } from '../testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const withLines = (...items: CartState['items']): CartState => ({ ...initialCartState(), items });

describe('drawers, VAT display and checkout', () => {
  it('opens and closes the cart drawer; closing also closes the upselling drawer', () => {
    const { actor, context } = startCart();

    actor.send({ type: 'cart.open' });
    const opened = context().open;
    actor.send({ type: 'cart.add', items: [aNewCartItem()], openUpselling: true });
    actor.send({ type: 'cart.close' });

    expect(opened).toBe(true);
    expect(context()).toMatchObject({ open: false, openUpselling: false });
  });

  it('closes the upselling drawer alone', () => {
    const { actor, context } = startCart();
    actor.send({ type: 'cart.open' });
    actor.send({ type: 'cart.add', items: [aNewCartItem()], openUpselling: true });

    actor.send({ type: 'cart.closeUpselling' });

    expect(context()).toMatchObject({ open: true, openUpselling: false });
  });

  it('opens the upselling drawer in place of the cart drawer', () => {
    const { actor, context } = startCart();
    actor.send({ type: 'cart.open' });

    actor.send({ type: 'cart.openUpselling' });

    expect(context()).toMatchObject({ open: false, openUpselling: true });
  });

  it('switches prices to excluding VAT and back where the storefront allows it', () => {
    const { actor, context } = startCart();

    actor.send({ type: 'cart.vatDisplayChanged', vat: false });
    const exVat = context().vat;
    actor.send({ type: 'cart.vatDisplayChanged', vat: true });

    expect([exVat, context().vat]).toEqual([false, true]);
  });

  it('refuses excluding VAT where the storefront does not allow it (Danish), even from storage', () => {
    const { actor, context } = startCart({
      allowExVat: false,
      cart: { ...initialCartState(), vat: false },
    });
    const atStart = context().vat;

    actor.send({ type: 'cart.vatDisplayChanged', vat: false });

    expect([atStart, context().vat]).toEqual([true, true]);
  });

  it('records campaign data from the landing URL and keeps it on a page without a campaign', () => {
    const { actor, context } = startCart();

    actor.send({
      type: 'cart.addCampaignData',
      location: 'https://nordshop.dk/?utm_source=news&gclid=g1',
      referrer: 'https://mail.example/',
    });
    actor.send({
      type: 'cart.addCampaignData',
      location: 'https://nordshop.dk/produkt/skal',
      referrer: '',
    });

    expect(context().campaignData).toEqual({
      params: { utm_source: 'news', gclid: 'g1' },
      location: 'https://nordshop.dk/?utm_source=news&gclid=g1',
      referrer: 'https://mail.example/',
    });
  });

  it('takes the checkout choices and clears them again, keeping the lines', () => {
    const { actor, context } = startCart({ cart: withLines(aCartLine()) });
    actor.send({
      type: 'cart.checkoutChanged',
      patch: {
        checkoutID: 'chk-1',
        paymentMethod: 'invoice',
        shippingMethod: 'home',
        servicePoint: { id: 'SP-1' },
        providers: { invoice: { id: 'inv-1', locale: 'sv-SE' } },
      },
    });
    actor.send({
      type: 'cart.addCampaignData',
      location: 'https://nordshop.se/?utm_id=7',
      referrer: '',
    });
    const during = context();

    actor.send({ type: 'cart.clearCheckout' });

    expect(during).toMatchObject({
      checkoutID: 'chk-1',
      paymentMethod: 'invoice',
      providers: { invoice: { id: 'inv-1' } },
    });
    expect(context()).toMatchObject({
      checkoutID: null,
      paymentMethod: null,
      shippingMethod: null,
      servicePoint: null,
      campaignData: null,
      providers: initialCartState().providers,
      items: [aCartLine()],
    });
  });
});

describe('cart.clear (after an order)', () => {
  it('empties lines and coupons, clears the checkout and sends nothing', async () => {
    const { actor, server, context } = startCart({
      cart: {
        ...initialCartState(),
        items: [aCartLine({ uuid: 'a' })],
        coupons: [{ code: 'VALKOMMEN10', applied: true, failed_minimum_spend: false }],
        checkoutID: 'chk-1',
      },
    });
    actor.send({ type: 'cart.add', items: [aNewCartItem()] });

    actor.send({ type: 'cart.clear' });
    server.syncCart[0]?.resolve({ items: [aCartLine({ uuid: 'late' })], internal: false });
    await vi.advanceTimersByTimeAsync(0);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(context()).toMatchObject({ items: [], checkoutID: null, lastAddedToCart: null });
    expect(context().coupons.items).toEqual([]);
    expect(server.syncCoupons).toHaveLength(0);
  });
});
