import { expect, type Page } from '@playwright/test';

/** Base64 of `sku:quantity` pairs separated by semicolons (spec section 5, atc). */
export function atc(items: readonly { sku: string; quantity: number }[]): string {
  return Buffer.from(
    items.map((item) => `${item.sku}:${item.quantity}`).join(';'),
    'utf8',
  ).toString('base64');
}

/** Waits until the storefront's layout is interactive. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
