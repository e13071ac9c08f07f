import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The client address a test's shopper comes from: one of 198.18.0.0/15 (addresses set aside for
 * tests), drawn from the test's id, so each test is a shopper of its own, as on a live shop.
 */
export function shopperAddress(testId: string): string {
  const digest = createHash('sha256').update(testId).digest();
  return `198.${18 + (digest[0]! & 1)}.${digest[1]!}.${digest[2]!}`;
}

/**
 * Playwright's `test`, with every request of a test (its browser's and its `request` fixture's)
 * coming from that test's own shopper address. The suite's shops trust loopback as their proxy
 * (TRUST_PROXY), as a deployment trusts its reverse proxy, so the shop's per-address limits
 * (orders, coupon lookups, logins: decision 028) count each test's shopper apart instead of the
 * whole suite as one address.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': shopperAddress(testInfo.testId) });
  },
});
