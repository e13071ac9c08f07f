import { expect, test } from './shopper-test';

test.describe('Cart', () => {
  test('Shopper adds a product from the home page, changes its quantity and removes it', async ({
    page,
  }) => {
    await page.goto('/sv');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const card = page
      .locator('#product-grid article, #product-grid li')
      .filter({ has: page.getByRole('button', { name: 'Lägg i varukorgen' }) })
      .first();
    await card.getByRole('button', { name: 'Lägg i varukorgen' }).click();

    const drawer = page.getByRole('dialog', { name: 'Din varukorg' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('.cart-line')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Varukorg 1', exact: true })).toBeVisible();
    const total = drawer.getByTestId('cart-total');
    const oneUnit = await total.innerText();

    await drawer.getByRole('button', { name: 'Öka antal' }).click();
    await expect(drawer.getByRole('spinbutton', { name: 'Antal' })).toHaveValue('2');
    await expect(total).not.toHaveText(oneUnit);
    await expect(page.getByRole('button', { name: 'Varukorg 2', exact: true })).toBeVisible();

    // The cart survives a reload (local storage, td02).
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('button', { name: 'Varukorg 2', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Varukorg 2', exact: true }).click();
    await drawer.getByRole('button', { name: 'Ta bort' }).click();
    await expect(drawer.getByText('Varukorgen är tom')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('an invalid coupon is flagged as rejected', async ({ page }) => {
    await page.goto('/fi');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page
      .locator('#product-grid')
      .getByRole('button', { name: 'Lisää ostoskoriin' })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: 'Ostoskorisi' });
    await drawer.getByLabel('Alennuskoodi').fill('EI-OLE-OLEMASSA');
    await drawer.getByRole('button', { name: 'Käytä' }).click();
    await expect(drawer.getByRole('alert')).toContainText('EI-OLE-OLEMASSA');
  });
});
