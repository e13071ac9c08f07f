import { expect, test } from './shopper-test';
import { hydrated } from './page-helpers';

// The side menu of small screens: its code is fetched apart from the first load (idle, or when a
// finger or pointer reaches the button), and a tap always opens it.
test.use({ viewport: { width: 375, height: 740 } });

test('Shopper on a phone opens the side menu, finds the categories and closes it again', async ({
  page,
}) => {
  await page.goto('/sv');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Meny' });
  await button.click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await expect(menu).toBeVisible();
  expect(await menu.getByRole('link').count()).toBeGreaterThan(3);
  await expect(menu.getByRole('button', { name: 'Stäng' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('a tap before the menu code has arrived opens the menu as soon as it arrives', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/mobile-menu-chunk-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/sv');
  await hydrated(page);
  await page.getByRole('button', { name: 'Meny' }).click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await expect(menu).toHaveCount(0);
  release();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Stäng' })).toBeFocused();
});
