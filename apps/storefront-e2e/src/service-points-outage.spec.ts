import { expect, test } from './shopper-test';
import { simpleProducts } from './catalog-fixtures';
import { SHOPPER, checkoutField, checkoutFromDrawer, stringsOf } from './checkout-helpers';
import { atc, hydrated } from './page-helpers';

// A storefront's carrier that cannot answer makes the API's pick-up points a 503
// `carrier_unavailable` (apps/api/src/shipping, decision 025): the browser's request is answered
// that way here, the rest of the checkout runs against the real API.
test('a carrier outage shows a message and a retry that fetches the pick-up points (sv)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  const [product] = await simpleProducts(request, 'sv', 1);
  let outage = true;
  await page.route('**/api/checkout/service-points?**', (route) =>
    outage
      ? route.fulfill({
          status: 503,
          headers: { 'retry-after': '30' },
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'unavailable',
            code: 'carrier_unavailable',
            message: 'The pick-up points of postnord cannot be fetched now. Try again shortly.',
          }),
        })
      : route.fallback(),
  );
  await page.goto(`/sv?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }]))}`);
  await hydrated(page);
  await checkoutFromDrawer(page, strings);
  await checkoutField(page, 'postal_code').fill(SHOPPER.sv.postal);
  const servicePoint = page.locator(
    'input[name="shipping_method_id"][value="servicepoint:standard"]',
  );
  await servicePoint.check();

  const alert = page.getByRole('alert').filter({
    hasText: strings['checkout.service_points_unavailable']!,
  });
  await expect(alert).toBeVisible();
  await expect(page.locator('#service-point option')).toHaveCount(1);

  outage = false;
  await alert.getByRole('button', { name: strings['checkout.try_again'] }).click();
  await expect(alert).toBeHidden();
  await expect(page.locator('#service-point option')).toHaveCount(6);
});
