import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each business rule has one home library; the API and the other libraries call it instead of
 * writing it again. This walks the TypeScript sources of apps/api, apps/storefront and libs/*
 * (their code, not their comments) and names every file that repeats a rule.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['apps/api', 'apps/storefront', 'libs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.nx']);
/** This file, whose examples show the old inline forms. */
const SELF = 'apps/api/test/rule-homes.test.ts';

const isTest = (path: string) =>
  /\.(test|spec|bench)\.tsx?$/.test(path) || path.split('/').includes('testing');
const inLibrary = (name: string) => (path: string) => path.startsWith(`libs/${name}/`);

const RULES = [
  {
    name: 'the VAT in an amount, amount × rate / (100 + rate)',
    home: 'libs/locale-config (vatInAmount, exVatPrice)',
    pattern: /\/\s*\(\s*100\s*\+/,
    example: 'Math.round((amount * rate) / (100 + rate))',
    allowedIn: (path: string) => path.startsWith('libs/locale-config/'),
  },
  {
    name: "the customer-discount code written as 'CUSTOMERDISCOUNT'",
    home: 'libs/coupon-engine (CUSTOMER_DISCOUNT_CODE)',
    pattern: /['"`]CUSTOMERDISCOUNT['"`]/,
    example: "code !== 'CUSTOMERDISCOUNT'",
    allowedIn: (path: string) => path.startsWith('libs/coupon-engine/') || isTest(path),
  },
  {
    name: 'the pricing digits derived as currencyDigits(locale) === 0',
    home: 'libs/locale-config (fractionDigitsOf, currencyStep)',
    pattern: /currencyDigits\([^)]*\)\s*===\s*0/,
    example: 'fractionDigits: currencyDigits(locale) === 0 ? 0 : 2',
    allowedIn: (path: string) => path.startsWith('libs/locale-config/'),
  },
  {
    name: "a gift coupon's batches, floor(bought / buy_x) × get_y",
    home: 'libs/coupon-engine (couponGifts)',
    pattern: /Math\.floor\(\s*[\w.]+\s*\/\s*[\w.]*buy_?x\s*\)\s*\*\s*[\w.]*get_?y\b/i,
    example: 'const quantity = Math.floor(bought / row.buy_x) * row.get_y;',
    allowedIn: inLibrary('coupon-engine'),
  },
  {
    name: "a buy-x-get-y coupon's buy selector read from its lists",
    home: 'libs/coupon-engine (buyXGetYOffer, matchesSelector)',
    pattern: /\.buy_(?:products|categories|groups)\s*\?\?/,
    example: 'const products = row.buy_products ?? [];',
    allowedIn: (path: string) => inLibrary('coupon-engine')(path) || isTest(path),
  },
  {
    name: 'a percentage off rounded in floating point, Math.round(p × (100 − d) / 100 …)',
    home: 'libs/coupon-engine (applyPercentage, dealPrices)',
    pattern: /Math\.round\([^;\n]*\(\s*100\s*-\s*[\w.]+\s*\)[^;\n]*\/\s*100\b/,
    example: 'const p = Math.round((normal.p * (100 - discount)) / 100 / step) * step;',
    allowedIn: (path: string) => inLibrary('coupon-engine')(path) || isTest(path),
  },
  {
    name: 'an organisation number pattern of a storefront',
    home: 'libs/locale-config (isValidOrgNumber)',
    pattern:
      /\\d\{6\}-\?\\d\{4\}|\\d\{7\}-\\d|\\d\{3\}\\s\?\\d\{3\}\\s\?\\d\{3\}|\(\?:DK\)\?\\d\{8\}/i,
    example: 'const FI_ORG_NUMBER = /^\\d{7}-\\d$/;',
    allowedIn: inLibrary('locale-config'),
  },
  {
    name: 'the cart line maximum written as 5000',
    home: 'libs/api-contract (CART_MAX_QUANTITY)',
    pattern: /(?:\b\w*max\w*\s*[:=(]\s*|Math\.min\(\s*)5_?000\b/i,
    example: 'cartLineMax: 5000,',
    allowedIn: (path: string) => path === 'libs/api-contract/src/lib/constants.ts' || isTest(path),
  },
  {
    name: "the payment reference's query parameter written as 'payment_ref'",
    home: 'libs/api-contract (PAYMENT_RETURN_PARAM)',
    pattern: /['"]payment_ref['"]|[?&]payment_ref=/,
    example: "export const PAYMENT_RETURN_PARAM = 'payment_ref';",
    allowedIn: (path: string) => path === 'libs/api-contract/src/lib/constants.ts' || isTest(path),
  },
  {
    name: "a return's refund share, line total × returned / quantity",
    home: 'libs/payment-lifecycle (returnRefundAmount)',
    pattern: /\breturned\s*\)?\s*\/\s*[\w.]*quantity\b/,
    example:
      'Math.round(((line.price * line.quantity - line.discount) * line.returned) / line.quantity)',
    allowedIn: inLibrary('payment-lifecycle'),
  },
  {
    name: 'the return window counted from RETURN_WINDOW_DAYS',
    home: 'libs/payment-lifecycle (returnWindowEnd, decideReturn)',
    pattern: /RETURN_WINDOW_DAYS\s*\*/,
    example: 'new Date(createdAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS)',
    allowedIn: (path: string) => inLibrary('payment-lifecycle')(path) || isTest(path),
  },
  {
    name: "a product's own limit under the cart line maximum",
    home: 'libs/cart-domain (productLimit, decideLineQuantity)',
    pattern: /max_order_quantity\s*\?\?\s*CART_MAX_QUANTITY/,
    example: 'Math.min(CART_MAX_QUANTITY, product.max_order_quantity ?? CART_MAX_QUANTITY)',
    allowedIn: inLibrary('cart-domain'),
  },
] as const;

/** A source's code without its comment lines (TSDoc and `//`), where a rule may be named. */
const codeOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*(?:\*|\/\*|\/\/)/.test(line))
    .join('\n');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

const files = SCANNED.flatMap(sourceFiles).map((path) => ({
  path: relative(ROOT, join(ROOT, path)).split(sep).join('/'),
  text: codeOf(readFileSync(join(ROOT, path), 'utf8')),
}));

/** The files of `sources` that write the rule outside its home. */
const repeating = (
  rule: (typeof RULES)[number],
  sources: readonly { path: string; text: string }[],
) =>
  sources
    .filter(
      (file) => file.path !== SELF && !rule.allowedIn(file.path) && rule.pattern.test(file.text),
    )
    .map((file) => file.path);

describe('one home for every rule', () => {
  it('reads the sources of the API and the libraries', () => {
    expect(files.some((file) => file.path === 'apps/api/src/cart/sync-cart.ts')).toBe(true);
    expect(files.some((file) => file.path === 'libs/locale-config/src/lib/money.ts')).toBe(true);
    expect(files.some((file) => file.path.startsWith('apps/storefront/src/cart/'))).toBe(true);
  });

  it.each(RULES)('recognizes $name in its old inline form', ({ pattern, example }) => {
    expect(pattern.test(example)).toBe(true);
  });

  it.each(RULES)('names a copy of $name planted in the API or the storefront', (rule) => {
    const planted = [
      { path: 'apps/api/src/planted.ts', text: codeOf(`const x = 1;\n${rule.example}\n`) },
      { path: 'apps/storefront/src/planted.tsx', text: codeOf(rule.example) },
    ];
    expect(repeating(rule, planted)).toEqual(planted.map((file) => file.path));
  });

  it.each(RULES)('writes $name only in $home', (rule) => {
    expect(repeating(rule, files)).toEqual([]);
  });
});
