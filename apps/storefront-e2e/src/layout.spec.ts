import { expect, test, type Locator, type Page } from './shopper-test';
import { NL_DOMAIN } from '../playwright.config';
import { catalogFixture, productWithVariations, simpleProducts } from './catalog-fixtures';
import { LOCALES, checkoutFromDrawer, fillCheckout, stringsOf } from './checkout-helpers';
import { contentToken } from './content-token';
import { atc, axeOf, hydrated, isReportedAxeFinding } from './page-helpers';
import { logInAsDemo } from './pricing-helpers';

// Each story loads several pages (five storefronts, two screen widths, back and forward).
test.describe.configure({ timeout: 60_000 });

/** The page's width beyond the window: 0 when nothing makes the shopper scroll sideways. */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator.toString()} has a box`).not.toBeNull();
  return found!;
}

/** Width of the search box's placeholder text and the room the input gives it, in CSS pixels. */
async function placeholderFit(page: Page): Promise<{ text: number; room: number }> {
  return searchBox(page).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    return {
      text: context.measureText(input.placeholder).width,
      room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
}

/** The moderate, serious and critical accessibility violations on the page as it is now. */
async function reportedViolations(page: Page): Promise<string[]> {
  const results = await axeOf(page).analyze();
  return results.violations
    .filter(isReportedAxeFinding)
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const searchBox = (page: Page) => page.getByRole('search').getByRole('combobox');

/** A storefront's home page; the Dutch one is served on its own domain in the suite. */
const homeOf = (locale: string) =>
  locale === 'nl'
    ? `http://${NL_DOMAIN}:${Number(process.env['E2E_PORT'] ?? 3100)}/`
    : `/${locale}`;

test('Shopper on a 375 px phone never has to scroll sideways, on any screen', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const sv = await catalogFixture(request, 'sv');
  const fiVariants = await productWithVariations(request, 'fi');
  const [product] = await simpleProducts(request, 'sv', 1);
  const strings = await stringsOf(request, 'sv');
  const preview = await contentToken({ purpose: 'page-preview', locale: 'fi', slug: 'toimitus' });
  const unsubscribe = await contentToken({
    purpose: 'unsubscribe',
    locale: 'sv',
    email: 'anna.berg@example.com',
  });
  const fits = async (screen: string) =>
    expect(await sidewaysScroll(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);

  for (const [screen, url] of [
    ['category', `/sv/kategori/${sv.categoryChain}`],
    ['product with long variant names (fi)', `/fi/tuote/${fiVariants.slug}`],
    ['brand', `/sv/varumarke/${sv.brandSlug}`],
    ['tag', `/sv/produkt-tagg/${sv.tagSlug}`],
    ['search', '/sv/sok?q=skal'],
    ['CMS page', '/sv/kopvillkor'],
    ['Christmas calendar', '/sv/julkalender'],
    ['page preview (fi)', `/fi/page-preview?token=${preview}`],
    ['page preview of a broken link', '/sv/page-preview?token=broken'],
    ['unsubscribe', `/sv/unsubscribe?token=${unsubscribe}`],
    ['track order', '/sv/track-order'],
    ['my order', '/sv/my-order'],
    ['home (nl, the longest storefront name)', homeOf('nl')],
  ] as const) {
    await page.goto(url);
    await hydrated(page);
    await fits(screen);
  }
  // The 404 page, inside the storefront's layout.
  await page.goto('/sv/den-har-sidan-finns-inte');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    strings['general.page_not_found']!,
  );
  await fits('404');

  // Checkout with a pick-up point chosen, then the confirmation.
  await page.goto(`/sv?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }]))}`);
  await hydrated(page);
  await checkoutFromDrawer(page, strings);
  await fillCheckout(page, 'sv', strings, 'anna.berg@example.com');
  await expect(page.locator('#service-point')).not.toHaveValue('');
  // The chosen pick-up point's long name never widens the page: on a phone and on a desktop the
  // totals and the place-order button stay within the screen's width.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await fits(`checkout with a pick-up point at ${width} px`);
    for (const part of [
      page.locator('#service-point'),
      page.getByTestId('checkout-total'),
      page.getByRole('button', { name: strings['checkout.place_order'] }),
    ]) {
      const { x, width: partWidth } = await box(part);
      expect(x, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(x + partWidth, `${width} px`).toBeLessThanOrEqual(width);
    }
  }
  await page.getByRole('button', { name: strings['checkout.place_order'] }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: strings['confirmation.title'] }),
  ).toBeVisible();
  await fits('confirmation');

  // My account, logged in from the login panel (an e-mailed link works once: mail-account.spec.ts).
  await logInAsDemo(page, strings);
  await page.goto('/sv/my-account/orders');
  await expect(page.getByTestId('account-order').first()).toBeVisible();
  await fits('my account orders');
  for (const path of [
    'my-account',
    'my-account/overview',
    'my-account/profile',
    'my-account/profile/edit',
    'my-account/returns',
    'my-account/subscriptions',
  ]) {
    await page.goto(`/sv/${path}`);
    await expect(page.locator('.account__nav')).toBeVisible();
    await expect(page.locator('.account__loading')).toHaveCount(0);
    await fits(path);
  }
});

test('Shopper sees a compact header with the whole search hint and no overlap, on every storefront', async ({
  page,
  request,
}) => {
  // Five storefronts, each at two widths: 15 to 17 s on a two-core machine.
  test.setTimeout(60_000);
  const stringsByLocale = await Promise.all(LOCALES.map((locale) => stringsOf(request, locale)));
  for (const [index, locale] of LOCALES.entries()) {
    const strings = stringsByLocale[index]!;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(homeOf(locale));
    await hydrated(page);
    // The header's layout follows the window's width: one page load serves both screens.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const brand = await box(page.locator('.site-header__brand'));
      const account = await box(
        page.getByRole('link', { name: strings['general.my_account'], exact: true }),
      );
      expect(
        brand.x + brand.width,
        `${locale} ${width}: logo clear of the account link`,
      ).toBeLessThanOrEqual(account.x);
      const { text, room } = await placeholderFit(page);
      expect(text, `${locale} ${width}: the search hint fits`).toBeLessThanOrEqual(room);
      expect(await sidewaysScroll(page), `${locale} ${width}`).toBeLessThanOrEqual(0);
      if (width === 375) {
        // Selling points, logo, account, cart and search: 140 px at most (it was about 390 px
        // with the store message and the deal); the page's own content starts by 200 px.
        const bar = await box(page.locator('.site-header__main'));
        expect(bar.y + bar.height, `${locale}: header`).toBeLessThanOrEqual(140);
        expect((await box(page.locator('#main'))).y, `${locale}: content`).toBeLessThanOrEqual(200);
      }
    }
  }
});

for (const width of [375, 1280]) {
  test(`Shopper scrolls past 40 px and the header bar stays at the top without moving the page (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/sv');
    await hydrated(page);
    const header = page.getByRole('banner');
    const bar = page.locator('.site-header__main');
    const contentTop = (await box(page.locator('#main'))).y;
    await expect(header).not.toHaveAttribute('data-scrolled');

    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 41));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    expect((await box(bar)).y).toBe(0);
    await expect(searchBox(page)).toBeInViewport();
    // The bar's room stays in the page: nothing below it jumps.
    expect((await box(page.locator('#main'))).y).toBe(contentTop - 41);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
    expect((await box(page.locator('#main'))).y).toBe(contentTop);
  });
}

test('Shopper on a phone opens one footer column at a time; wider screens show them all', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/sv');
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  const service = footer.getByRole('button', { name: 'Kundservice' });
  const about = footer.getByRole('button', { name: 'Om Nordshop' });
  await expect(service).toHaveAttribute('aria-expanded', 'false');
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await expect(footer.getByRole('link', { name: 'Kontakta oss' })).toBeHidden();

  await service.click();
  await expect(service).toHaveAttribute('aria-expanded', 'true');
  await expect(footer.getByRole('link', { name: 'Kontakta oss' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Om oss' })).toBeHidden();
  expect(await reportedViolations(page)).toEqual([]);

  // 576 px is still a phone (spec section 4: 576 px or less); 577 px is not.
  await page.setViewportSize({ width: 576, height: 800 });
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await page.setViewportSize({ width: 577, height: 800 });
  await expect(footer.getByRole('button', { name: 'Om Nordshop' })).toHaveCount(0);
  await expect(footer.getByRole('heading', { level: 3, name: 'Om Nordshop' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Om oss' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Kontakta oss' })).toBeVisible();
});

test('Shopper moves the category row 230 px per arrow click', async ({ page, request }) => {
  const strings = await stringsOf(request, 'sv');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/sv');
  await hydrated(page);
  const row = page.getByRole('navigation', { name: strings['header.category_row'] });
  const list = row.getByRole('list');
  const scrollLeft = () => list.evaluate((element) => element.scrollLeft);
  await expect(row.getByRole('link', { name: 'Plånboksfodral' })).toBeInViewport();
  await expect(row.getByRole('link', { name: 'Presentkort' })).not.toBeInViewport();
  expect(await scrollLeft()).toBe(0);
  await row.getByRole('button', { name: strings['general.next'] }).click();
  await expect.poll(scrollLeft).toBe(230);
  await row.getByRole('button', { name: strings['general.next'] }).click();
  await expect.poll(scrollLeft).toBe(460);
  await row.getByRole('button', { name: strings['general.previous'] }).click();
  await expect.poll(scrollLeft).toBe(230);
  // Scrolled: the header bar fixed at the top, the category row below it.
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  expect(await reportedViolations(page)).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`Shopper pages a category and lands at the product grid, below the header bar (${width} px)`, async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/sv/kategori/mobilskal');
    await hydrated(page);
    await page
      .getByRole('navigation', { name: strings['listing.pages'] })
      .getByRole('link', {
        name: strings['listing.page_n']!.replace('{{page}}', '2'),
        exact: true,
      })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const grid = page.locator('#product-grid');
    const bar = page.locator('.site-header__main');
    await expect
      .poll(async () => (await box(grid)).y - ((await box(bar)).y + (await box(bar)).height))
      .toBeGreaterThanOrEqual(0);
    // Just below the bar: at most 2rem between them (the scroll padding and the grid's own top).
    expect(
      (await box(grid)).y - ((await box(bar)).y + (await box(bar)).height),
    ).toBeLessThanOrEqual(32);
  });
}

test('Shopper searches on a phone and the results start at y=100; on a desktop at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/sv/kategori/mobilskal');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await searchBox(page).fill('laddare');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/sv\/sok\?q=laddare/);
  await expect.poll(() => scrollY(page)).toBe(100);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 600));
  await searchBox(page).fill('kabel');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/sv\/sok\?q=kabel/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('Shopper on a phone goes back and forward between listing pages and finds each where they left it', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/sv/kategori/mobilskal');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 1800));
  // Followed where it is, without scrolling it into view first: the page stays at 1800.
  await page
    .getByRole('navigation', { name: strings['listing.pages'] })
    .getByRole('link', {
      name: strings['listing.page_n']!.replace('{{page}}', '2'),
      exact: true,
    })
    .dispatchEvent('click');
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect.poll(() => scrollY(page)).not.toBe(1800);
  await page.evaluate(() => window.scrollTo(0, 3849));

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect.poll(() => scrollY(page)).toBe(1800);
  await page.goForward();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect.poll(() => scrollY(page)).toBe(3849);
});
