import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from './shopper-test';
import { NL_DOMAIN } from '../playwright.config';

const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3100);

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

/**
 * The server-rendered HTML of a storefront path (`path` without the locale prefix, e.g. a
 * product's `url_fragment`), without a browser. The Dutch storefront lives on its own domain,
 * which the request client does not resolve: it is asked for by its Host header.
 */
export async function storefrontHtml(
  request: APIRequestContext,
  locale: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response =
    locale === 'nl'
      ? await request.get(path, { headers: { ...headers, host: `${NL_DOMAIN}:${E2E_PORT}` } })
      : await request.get(`/${locale}${path}`, { headers });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The impacts of axe's findings that the suite allows none of: moderate and worse. */
export const REPORTED_AXE_IMPACTS: readonly (string | null | undefined)[] = [
  'moderate',
  'serious',
  'critical',
];

/** Whether an axe finding is one the suite allows none of (moderate, serious or critical). */
export function isReportedAxeFinding(violation: { impact?: string | null }): boolean {
  return REPORTED_AXE_IMPACTS.includes(violation.impact);
}

/**
 * axe over the page as the suite runs it. It runs axe in the page itself (`setLegacyMode`) instead
 * of gathering the results in a blank page of their own, which @axe-core/playwright opens only to
 * test frames of other origins (the shop's pages have none), and keeps only the violations' nodes
 * (`resultTypes`): the suite reads nothing else. A scan of the home page took about 1 s instead of
 * 3 s, with the same findings.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** The moderate, serious and critical axe violations of the page, or of the part `selector` names. */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = axeOf(page);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter(isReportedAxeFinding)
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
