import { describe, expect, it } from 'vitest';
import { pageCacheControl } from './page-privacy';

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
