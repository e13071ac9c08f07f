import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each money and coupon rule has one home library; the API and the other libraries call it
 * instead of writing it again. This walks the TypeScript sources of apps/api, apps/storefront and
 * libs/* and names every file that repeats a rule.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['apps/api', 'apps/storefront', 'libs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.nx']);
/** This file, whose examples show the old inline forms. */
const SELF = 'apps/api/test/rule-homes.test.ts';

const isTest = (path: string) =>
  /\.(test|spec|bench)\.tsx?$/.test(path) || path.split('/').includes('testing');

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
] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

const files = SCANNED.flatMap(sourceFiles).map((path) => ({
  path: relative(ROOT, join(ROOT, path)).split(sep).join('/'),
  text: readFileSync(join(ROOT, path), 'utf8'),
}));

describe('one home for every rule', () => {
  it('reads the sources of the API and the libraries', () => {
    expect(files.some((file) => file.path === 'apps/api/src/cart/sync-cart.ts')).toBe(true);
    expect(files.some((file) => file.path === 'libs/locale-config/src/lib/money.ts')).toBe(true);
    expect(files.some((file) => file.path.startsWith('apps/storefront/src/cart/'))).toBe(true);
  });

  it.each(RULES)('recognizes $name in its old inline form', ({ pattern, example }) => {
    expect(pattern.test(example)).toBe(true);
  });

  it.each(RULES)('writes $name only in $home', ({ pattern, allowedIn }) => {
    const repeated = files
      .filter((file) => file.path !== SELF && !allowedIn(file.path) && pattern.test(file.text))
      .map((file) => file.path);
    expect(repeated).toEqual([]);
  });
});
