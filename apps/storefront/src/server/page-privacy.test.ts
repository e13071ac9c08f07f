import { describe, expect, it } from 'vitest';
import { isPersonalRequest, pageCacheControl } from './page-privacy';

describe('pageCacheControl', () => {
  it.each([
    { screen: 'checkout-id', control: 'private, no-store' },
    { screen: 'checkout-confirmation', control: 'private, no-store' },
    { screen: 'checkout-failed', control: 'private, no-store' },
    { screen: 'my-account-orders', control: 'private, no-store' },
    { screen: 'my-order', control: 'private, no-store' },
    { screen: 'track-order', control: 'private, no-store' },
    { screen: 'page-preview', control: 'private, no-store' },
    { screen: 'unsubscribe', control: 'private, no-store' },
    { screen: 'product', control: 'no-cache' },
    { screen: 'search', control: 'no-cache' },
    { screen: undefined, control: 'no-cache' },
  ])('$screen: $control', ({ screen, control }) => {
    expect(pageCacheControl(screen)).toBe(control);
  });
});

const request = (url: string, cookie?: string) =>
  new Request(url, cookie ? { headers: { cookie } } : undefined);

describe('isPersonalRequest', () => {
  it.each([
    { name: 'an e-mailed login link', url: 'http://shop.test/sv?token=abc&change_password' },
    { name: 'an order’s tracking link', url: 'http://shop.test/sv/my-order/7?order_link=abc' },
    { name: 'the forgotten-password form', url: 'http://shop.test/sv?forgot_password' },
    { name: 'the login panel', url: 'http://shop.test/sv?login' },
    { name: 'a signed-in shopper', url: 'http://shop.test/sv', cookie: 'auth.x=1' },
  ])('holds $name as one shopper’s page', ({ url, cookie }) => {
    expect(isPersonalRequest(request(url, cookie))).toBe(true);
  });

  it('holds a catalog page without them as anyone’s', () => {
    expect(isPersonalRequest(request('http://shop.test/sv?q=order_link'))).toBe(false);
  });
});
