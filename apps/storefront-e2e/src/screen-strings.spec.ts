import { expect, test, type Page } from './shopper-test';
import { simpleProducts } from './catalog-fixtures';
import { checkoutFromDrawer, stringsOf } from './checkout-helpers';
import { atc, hydrated } from './page-helpers';

// The strings only the checkout and account screens use ride in assets of their own
// (/layout/sv.checkout.{hash}.json), not in the layout asset every page loads.

/** The layout assets the page asks for, and the errors it logs (a hydration mismatch among them). */
function watch(page: Page): { assets: string[]; errors: string[] } {
  const seen = { assets: [] as string[], errors: [] as string[] };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/layout/')) seen.assets.push(path);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

test('a catalog page loads the layout’s strings alone, and the checkout its own on the way there (sv)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  const [product] = await simpleProducts(request, 'sv', 1);
  const seen = watch(page);
  // The catalog page alone, its idle work done: the layout's strings and nothing more.
  await page.goto('/sv');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(seen.assets).toEqual([expect.stringMatching(/^\/layout\/sv\.[\w-]{16}\.json$/)]);

  // With a line in the cart, the drawer's way to the checkout brings the checkout's strings (it
  // may fetch them ahead as soon as the drawer shows it).
  await page.goto(`/sv?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }]))}`);
  await hydrated(page);
  await checkoutFromDrawer(page, strings);
  await expect(page.getByLabel(strings['checkout.street']!)).toBeVisible();
  expect(seen.assets.filter((path) => path.includes('.checkout.'))).toHaveLength(1);
  expect(seen.assets.filter((path) => path.includes('.account.'))).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('a screen opened directly has its strings from the server and hydrates without a request for them (sv)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  const seen = watch(page);
  await page.goto('/sv/track-order');
  await hydrated(page);
  await expect(page.getByRole('button', { name: strings['track.submit'] })).toBeVisible();
  await expect(page.getByText(strings['track.lead']!)).toBeVisible();
  expect(seen.assets.filter((path) => path.includes('.account.'))).toEqual([]);
  expect(seen.errors).toEqual([]);
});
