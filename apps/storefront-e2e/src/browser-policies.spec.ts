import { expect, test, type Page } from '@playwright/test';
import { stringsOf } from './checkout-helpers';
import { hydrated } from './page-helpers';

// What Chromium itself reports about the shop's headers: a Content-Security-Policy violation (such
// as zod's probe for `new Function`, which the policy forbids) or a Permissions-Policy feature it
// does not know. Both reach the console and are what the shop's reporting would collect.

/** Records the page's CSP violations (in the page, from its first script on) and policy messages. */
async function watchPolicies(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Content Security Policy/i.test(message.text()))
      messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  return async () => [
    ...messages.splice(0),
    ...(await page.evaluate(
      () => (window as unknown as { __policyViolations: string[] }).__policyViolations,
    )),
  ];
}

test('Shopper adds to the cart and opens the login without a policy violation or an unknown policy feature', async ({
  page,
  request,
}) => {
  const problems = await watchPolicies(page);
  const strings = await stringsOf(request, 'sv');

  await page.goto('/sv');
  await hydrated(page);
  const card = page
    .locator('#product-grid article, #product-grid li')
    .filter({ has: page.getByRole('button', { name: 'Lägg i varukorgen' }) })
    .first();
  await card.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  // The cart's answer is parsed by its zod schemas.
  const drawer = page.getByRole('dialog', { name: 'Din varukorg' });
  await expect(drawer.locator('.cart-line')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(await problems()).toEqual([]);

  await page.goto('/sv?login');
  await expect(page.getByRole('dialog', { name: strings['general.login'] })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await problems()).toEqual([]);
});
