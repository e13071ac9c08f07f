import { expect, test } from './shopper-test';
import { NL_DOMAIN } from '../playwright.config';
import { LOCALES, stringsOf } from './checkout-helpers';
import { axeViolations, hydrated } from './page-helpers';

const port = Number(process.env['E2E_PORT'] ?? 3100);

// Phones and tablets below the desktop header's 830 px: the top bar has no settings there, so the
// side menu's copies are the shopper's only way to change them.
for (const width of [375, 768]) {
  test(`Shopper on a ${width} px screen switches prices to company from the side menu (sv)`, async ({
    page,
    request,
    context,
  }) => {
    const strings = await stringsOf(request, 'sv');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/sv/sok?q=skal');
    await hydrated(page);
    await expect(page.locator('.site-header__settings')).toBeHidden();

    await page.getByRole('button', { name: strings['menu.title'] }).click();
    const menu = page.getByRole('dialog', { name: strings['menu.title'] });
    const display = menu.getByRole('group', { name: strings['general.price_display'] });
    const company = display.locator('.ns-vat-toggle__option').nth(1);
    await company.scrollIntoViewIfNeeded();
    // The switch keeps its height (the menu's column squeezed it to 2 px), and each option is a
    // full tap target.
    expect((await display.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    for (const option of await display.locator('.ns-vat-toggle__option').all()) {
      const box = await option.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(100);
    }
    await expect(company).toBeVisible();
    expect(await axeViolations(page, '.ns-mobile-menu')).toEqual([]);

    await company.click();
    await expect(
      display.getByRole('radio', { name: new RegExp(strings['general.company']!) }),
    ).toBeChecked();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'vat_display')?.value)
      .toBe('excl');
  });
}

test('the side menu of a storefront without ex-VAT prices offers no switch (da)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'da');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/da');
  await hydrated(page);
  await page.getByRole('button', { name: strings['menu.title'] }).click();
  const menu = page.getByRole('dialog', { name: strings['menu.title'] });
  await expect(menu.getByRole('link').first()).toBeVisible();
  await expect(menu.getByRole('group', { name: strings['general.price_display'] })).toHaveCount(0);
});

test("the Dutch storefront's switcher marks the store the shopper is in; the others do not offer it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`http://${NL_DOMAIN}:${port}/`);
  await hydrated(page);
  const nl = page.getByRole('navigation', { name: 'Kies land' });
  await expect(nl.locator('[aria-current="page"]')).toHaveText('Nederland');
  await page.goto('/sv');
  await hydrated(page);
  const sv = page.getByRole('navigation', { name: 'Välj land' });
  await expect(sv.getByRole('link', { name: 'Nederland' })).toHaveCount(0);
  await expect(sv.locator('[aria-current="page"]')).toHaveText('Sverige');
});

for (const locale of LOCALES) {
  test(`no quick link of the menu sits alone on a row, at any desktop width (${locale})`, async ({
    page,
  }) => {
    const home = locale === 'nl' ? `http://${NL_DOMAIN}:${port}/` : `/${locale}`;
    await page.goto(home);
    for (const width of [830, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const rows = await page.locator('.ns-mega-menu [data-menubar-item]').evaluateAll((items) =>
        items.map((item) => ({
          top: Math.round(item.getBoundingClientRect().top),
          quick: item.classList.contains('ns-mega-menu__top--quick'),
        })),
      );
      const quickRows = new Set(rows.filter((r) => r.quick).map((r) => r.top));
      // The quick links stay together on one row: none alone on a row of its own.
      expect(quickRows.size, `${width} px`).toBe(1);
    }
    // At 1280 px the Nordic storefronts' menu is one row.
    await page.setViewportSize({ width: 1280, height: 800 });
    if (locale !== 'nl') {
      const tops = await page
        .locator('.ns-mega-menu [data-menubar-item]')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
    }
  });
}
