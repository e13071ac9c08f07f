import { expect, test, type Page } from './shopper-test';
import { catalogFixture, simpleProducts } from './catalog-fixtures';
import { stringsOf } from './checkout-helpers';
import { atc, axeOf, hydrated, isReportedAxeFinding } from './page-helpers';

/** axe's rules of a page's outline (moderate impact): heading levels and landmarks. */
const OUTLINE_RULES = [
  'heading-order',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
];

/** Violations as readable lines: rule, impact and the elements. */
function lines(
  violations: Awaited<ReturnType<ReturnType<typeof axeOf>['analyze']>>['violations'],
): string[] {
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** The outline rules' violations of any impact, plus (`full`) every moderate, serious or critical one. */
async function violationsOf(page: Page, { full }: { full: boolean }): Promise<string[]> {
  const axe = axeOf(page);
  const results = await (full ? axe : axe.withRules(OUTLINE_RULES)).analyze();
  return lines(
    results.violations.filter((v) => OUTLINE_RULES.includes(v.id) || isReportedAxeFinding(v)),
  );
}

test('Shopper with a screen reader finds one outline on every kind of listing page (sv)', async ({
  page,
  request,
}) => {
  // Six pages, each scanned.
  test.setTimeout(60_000);
  const { categoryChain, brandSlug, tagSlug } = await catalogFixture(request, 'sv');
  const pages = [
    // A category with subcategories, a leaf category, a brand, a tag, search with and without hits.
    { path: `/sv/kategori/${categoryChain.split('/').slice(0, 2).join('/')}`, full: false },
    { path: `/sv/kategori/${categoryChain}`, full: false },
    { path: `/sv/varumarke/${brandSlug}`, full: false },
    { path: `/sv/produkt-tagg/${tagSlug}`, full: false },
    { path: '/sv/sok?q=skal', full: true },
    { path: '/sv/sok?q=qqqqzzzz', full: false },
  ];
  const found: Record<string, string[]> = {};
  for (const { path, full } of pages) {
    await page.goto(path);
    await hydrated(page);
    const violations = await violationsOf(page, { full });
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
});

test('Shopper with the cart drawer open has one banner and one footer on the page (sv)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  const [product] = await simpleProducts(request, 'sv', 1);
  await page.goto(`/sv?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 1 }]))}`);
  await hydrated(page);
  const drawer = page.getByRole('dialog', { name: strings['cart.title'] });
  await expect(drawer.getByRole('link', { name: strings['cart.checkout'] })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  expect(await violationsOf(page, { full: true })).toEqual([]);
});
