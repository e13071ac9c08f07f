import { expect, test, type Locator, type Page } from './shopper-test';
import { catalogFixture, simpleProducts } from './catalog-fixtures';
import { SHOPPER, checkoutField, fillCheckout, stringsOf } from './checkout-helpers';
import { atc, hydrated } from './page-helpers';

/** What has focus, described for a failure message. */
function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`;
  });
}

/** Whether focus is inside `container`. */
function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Presses `key` until `target` has focus, at most `limit` times; fails when it never does. */
async function pressUntilFocused(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  target: Locator,
  limit: number,
): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.describe('on a first visit', () => {
  // No __consent cookie (the suite's default storage state sets one).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('Shopper meets the consent banner first in the tab order, and no focused element hides behind it', async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    const { categoryChain } = await catalogFixture(request, 'sv');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/sv/kategori/${categoryChain}`);
    await hydrated(page);
    const banner = page.getByRole('region', { name: strings['cookie.title'] });
    await expect(banner).toBeVisible();

    await page.keyboard.press('Tab');
    expect(await focusIsInside(banner), await focusedDescription(page)).toBe(true);

    // Past the banner, every stop of the page is visible above it (WCAG 2.4.11, focus not obscured):
    // each one is measured in the frame after it took focus (and the page scrolled to it), before
    // the next Tab (a later stop's scroll may move it, as a second column's card does).
    const hidden: string[] = [];
    for (let stop = 0; stop < 90; stop++) {
      await page.keyboard.press('Tab');
      const covered = await page.evaluate(
        () =>
          new Promise<string | null>((resolve) =>
            requestAnimationFrame(() => {
              const element = document.activeElement;
              const panel = document.querySelector('.consent-banner__panel');
              // Past the page's last stop focus leaves for the browser's own controls (body).
              const onPage = element instanceof HTMLElement && element !== document.body;
              if (!onPage || !panel || panel.contains(element)) return resolve(null);
              const box = element.getBoundingClientRect();
              const cover = panel.getBoundingClientRect();
              const overlaps =
                box.bottom > cover.top &&
                box.top < cover.bottom &&
                box.right > cover.left &&
                box.left < cover.right;
              resolve(
                overlaps
                  ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
                  : null,
              );
            }),
          ),
      );
      if (covered !== null) hidden.push(covered);
    }
    expect(hidden).toEqual([]);
  });

  test('Shopper choosing "Endast nödvändiga" with the keyboard keeps focus on the page', async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    await page.goto('/sv');
    await hydrated(page);
    const banner = page.getByRole('region', { name: strings['cookie.title'] });
    const necessaryOnly = banner.getByRole('button', { name: strings['cookie.only_necessary'] });
    await pressUntilFocused(page, 'Tab', necessaryOnly, 6);
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    // The next stop after the banner: the skip link at the top of the page.
    await expect(
      page.getByRole('link', { name: strings['general.skip_to_content'] }),
    ).toBeFocused();

    // Reopened from the footer, its settings saved: focus goes back to the footer's button.
    const footerButton = page
      .getByRole('contentinfo')
      .getByRole('button', { name: strings['footer.cookie_settings'] });
    await footerButton.focus();
    await page.keyboard.press('Enter');
    const settings = page.getByRole('region', { name: strings['cookie.settings_title'] });
    await expect(settings.getByRole('heading', { level: 2 })).toBeFocused();
    await pressUntilFocused(
      page,
      'Tab',
      settings.getByRole('button', { name: strings['cookie.save'] }),
      6,
    );
    await page.keyboard.press('Enter');
    await expect(settings).toBeHidden();
    await expect(footerButton).toBeFocused();
  });
});

test('Shopper tabbing in the cart drawer stays inside it, and Escape returns focus to the cart button', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  const [product] = await simpleProducts(request, 'sv', 1);
  await page.goto(`/sv?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }]))}`);
  await hydrated(page);
  const drawer = page.getByRole('dialog', { name: strings['cart.title'] });
  const cartButton = page.getByRole('button', { name: `${strings['general.cart']} 1` });
  await expect(drawer).toBeVisible();
  // Opened by the link itself: Escape leaves focus on the cart button.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  const close = drawer.getByRole('button', { name: strings['general.close'] });
  const checkout = drawer.getByRole('link', { name: strings['cart.checkout'] });
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(checkout).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  // Once round the drawer and back to the start: no stop outside it.
  const outside: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (!(await focusIsInside(drawer))) outside.push(await focusedDescription(page));
  }
  expect(outside).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();
});

test('Shopper following "Till kassan" with the keyboard lands on the checkout heading', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  const [product] = await simpleProducts(request, 'sv', 1);
  await page.goto(`/sv?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }]))}`);
  await hydrated(page);
  await page
    .getByRole('dialog', { name: strings['cart.title'] })
    .getByRole('link', { name: strings['cart.checkout'] })
    .focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: strings['checkout.title'] }),
  ).toBeFocused();
});

test('Shopper placing the order with "Slutför köp" and the keyboard lands on the confirmation heading', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  const [product] = await simpleProducts(request, 'sv', 1);
  await page.goto(`/sv?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }]))}`);
  await hydrated(page);
  await page
    .getByRole('dialog', { name: strings['cart.title'] })
    .getByRole('link', { name: strings['cart.checkout'] })
    .click();
  await fillCheckout(page, 'sv', strings, 'keyboard.order@example.com');
  await page.getByRole('button', { name: strings['checkout.place_order'] }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: strings['confirmation.title'] }),
  ).toBeFocused();
});

test('Shopper following a link lands on the new page heading; sorting keeps focus on the sort menu', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  const { categoryChain, categoryName } = await catalogFixture(request, 'sv');
  await page.goto(`/sv/kategori/${categoryChain}`);
  await hydrated(page);
  const parent = page.getByRole('navigation', { name: strings['general.breadcrumbs'] });
  await parent.getByRole('link').last().focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText(categoryName);
  await expect(heading).toBeFocused();
  // Back to the page before: its heading again.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeFocused();

  // A query change alone (sorting) is no new page: focus stays on the control.
  const sort = page.getByLabel(strings['listing.sort']!);
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/sort=/);
  await expect(sort).toBeFocused();
});

test('Shopper tabbing past the search field leaves its popup closed, and the popup is no tab stop', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/sv');
  await hydrated(page);
  const search = page.getByRole('combobox', { name: strings['general.search'] });
  const submit = page.getByRole('search').getByRole('button', { name: strings['general.search'] });
  const popup = page.locator('.ns-search__popup');
  await page.locator('.site-header__brand').focus();
  await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(popup).toBeHidden();

  // Typing opens it; Tab leaves the field for the next control and closes it. The arrow waits
  // for the results of the whole word: an earlier list would be replaced under it.
  const results = page.waitForResponse(
    (response) =>
      response.url().includes('/api/products') && /[?&]query=skal(&|$)/.test(response.url()),
  );
  await page.keyboard.type('skal');
  await results;
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /option-0$/);
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await expect(popup).toBeHidden();
});

test('Shopper buys with the keyboard alone from the home page to a placed order (sv, guest, invoice)', async ({
  page,
  request,
}) => {
  // Four pages and a form, one key at a time.
  test.setTimeout(90_000);
  const strings = await stringsOf(request, 'sv');
  const [product] = await simpleProducts(request, 'sv', 1);
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/sv');
  await hydrated(page);

  // 1. The consent banner is the first stop; choosing in it moves on to the skip link.
  const banner = page.getByRole('region', { name: strings['cookie.title'] });
  await page.keyboard.press('Tab');
  expect(await focusIsInside(banner), await focusedDescription(page)).toBe(true);
  await pressUntilFocused(
    page,
    'Tab',
    banner.getByRole('button', { name: strings['cookie.only_necessary'] }),
    5,
  );
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(page.getByRole('link', { name: strings['general.skip_to_content'] })).toBeFocused();

  // 2. Through the page to the product; its page opens with focus on its heading.
  const card = page.getByRole('link', { name: new RegExp(product!.name) }).first();
  await pressUntilFocused(page, 'Tab', card, 60);
  await page.keyboard.press('Enter');
  const productHeading = page.getByRole('heading', { level: 1, name: product!.name });
  await expect(productHeading).toBeFocused();

  // 3. Add to the cart: the drawer takes focus, Tab and Shift+Tab cycle inside, Escape returns.
  const add = page.locator('.product-page__form').getByRole('button', {
    name: strings['product.add_to_cart'],
  });
  await pressUntilFocused(page, 'Tab', add, 30);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: strings['cart.title'] });
  const close = drawer.getByRole('button', { name: strings['general.close'] });
  const toCheckout = drawer.getByRole('link', { name: strings['cart.checkout'] });
  await expect(close).toBeFocused();
  // The add answers at once in an early drawer; the full drawer (with checkout) takes its place
  // as soon as the cart's code runs, keeping focus on its close button.
  await expect(toCheckout).toBeVisible();
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(toCheckout).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(add).toBeFocused();

  // 4. The header's cart button opens it again; "Till kassan" lands on the checkout heading.
  const cartButton = page.getByRole('button', { name: `${strings['general.cart']} 1` });
  await pressUntilFocused(page, 'Shift+Tab', cartButton, 40);
  await page.keyboard.press('Enter');
  await expect(close).toBeFocused();
  for (
    let i = 0;
    i < 15 && !(await toCheckout.evaluate((e) => e === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(drawer), await focusedDescription(page)).toBe(true);
  }
  await expect(toCheckout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: strings['checkout.title'] }),
  ).toBeFocused();

  // 5. The form in tab order: customer type, name, e-mail, phone, the offer of an account (left
  // unticked), address, shipping, payment, terms.
  const shopper = SHOPPER.sv;
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('radio', { name: strings['general.private'], exact: true }),
  ).toBeFocused();
  const typeInTabOrder = async (typed: [string, string][]) => {
    for (const [name, value] of typed) {
      await page.keyboard.press('Tab');
      await expect(checkoutField(page, name)).toBeFocused();
      await page.keyboard.type(value);
    }
  };
  await typeInTabOrder([
    ['first_name', 'Anna'],
    ['last_name', 'Berg'],
    ['email', 'anna.keyboard@example.com'],
    ['phone', shopper.phone],
  ]);
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('checkbox', { name: strings['checkout.create_account'] }),
  ).toBeFocused();
  await typeInTabOrder([
    ['street', shopper.street],
    ['postal_code', shopper.postal],
    ['city', shopper.city],
  ]);
  // Home delivery (the second method: no service point to choose).
  const shipping = page.locator('input[name="shipping_method_id"]');
  await expect(shipping).toHaveCount(2);
  await page.keyboard.press('Tab');
  await expect(shipping.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(shipping.nth(1)).toBeChecked();
  const invoice = page.getByRole('radio', { name: /Faktura/ });
  await page.keyboard.press('Tab');
  await expect(invoice).toBeFocused();
  await page.keyboard.press('Space');
  await expect(invoice).toBeChecked();
  const terms = page.getByRole('checkbox', { name: strings['checkout.accept_terms'] });
  await pressUntilFocused(page, 'Tab', terms, 3);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();

  // 6. "Slutför köp" lands on the confirmation heading.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: strings['checkout.place_order'] })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: strings['confirmation.title'] }),
  ).toBeFocused();
  await expect(page.getByText(/anna\.keyboard@example\.com/)).toBeVisible();
});
