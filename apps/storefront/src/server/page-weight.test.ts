import type { Database } from '@nordshop/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetsFromViteManifest } from './page-assets';
import { createServerApp } from './server-app';
import { openSeededDatabase } from '../testing/seeded-database';

// What a page carries for hydration: the router's inline scripts (its state with the page's
// dehydrated queries). The layout data is not among them (docs/decisions/004, amended): pages name its asset.

/**
 * A manifest shaped as a production build's (its chunk names and count, the bootstrap's list of
 * them rides in every page's router state): nine chunks the entry imports, and the cart runtime
 * and mobile menu with five chunks of their own fetched ahead.
 */
const chunk = (name: string) => ({ file: `assets/${name}-Ab1_cD2-eF3g.js` });
const ENTRY_CHUNKS = [
  'rolldown-runtime',
  'react',
  'useRouter',
  'hooks',
  'storefronts',
  'currency-digits',
  'round-half-away-from-zero',
  'api-request-error',
  'with-selector',
];
const LAZY_CHUNKS = [
  'xstate.esm',
  'xstate-react.esm',
  'xstate-actors.esm',
  'random-uuid',
  'coupons',
];
const PRODUCTION_LIKE_MANIFEST = {
  'src/entry-client.tsx': {
    ...chunk('entry-client'),
    isEntry: true,
    imports: ENTRY_CHUNKS.map((name) => `_${name}`),
  },
  ...Object.fromEntries([...ENTRY_CHUNKS, ...LAZY_CHUNKS].map((name) => [`_${name}`, chunk(name)])),
  'src/cart/cart-runtime.tsx': {
    ...chunk('cart-runtime'),
    src: 'src/cart/cart-runtime.tsx',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx', ...LAZY_CHUNKS.map((name) => `_${name}`)],
  },
  'src/layout/mobile-menu-chunk.ts': {
    ...chunk('mobile-menu-chunk'),
    src: 'src/layout/mobile-menu-chunk.ts',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx'],
  },
};

let database: Database;
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  database = await openSeededDatabase();
  const assets = assetsFromViteManifest(PRODUCTION_LIKE_MANIFEST);
  app = createServerApp({ database, assets, publicOrigin: 'http://localhost' });
});
afterAll(async () => {
  await database.close();
});

/**
 * Budgets of the dehydrated data per page, in bytes of the raw HTML: 12 KB on each. Listings,
 * search and home hold slim listing cards (api-contract `listingCard`), packed with the category's
 * phone-model groups into compact texts (routing/page-data-pack.ts).
 */
const BUDGETS = [
  { page: 'home', path: '/sv', budget: 12_000 },
  { page: 'product', path: '/sv/produkt/laddare-med-usb-c-kompakt-30-w-11204', budget: 12_000 },
  { page: 'category', path: '/sv/kategori/mobilskal', budget: 12_000 },
  { page: 'search', path: '/sv/sok?q=skal', budget: 12_000 },
];

/** The router's inline scripts of a page, the bytes of its dehydrated data. */
function dehydratedBytes(html: string): number {
  return [...html.matchAll(/<script\b[^>]*data-tsr-stream-part[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => Buffer.byteLength(match[1] ?? '', 'utf8'))
    .reduce((sum, bytes) => sum + bytes, 0);
}

describe('the data a page carries for hydration', () => {
  it.each(BUDGETS)('stays within $budget bytes on the $page page', async ({ path, budget }) => {
    const response = await app.request(`http://localhost${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const bytes = dehydratedBytes(html);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(budget);
  });

  it.each(BUDGETS)(
    'leaves the menu, the strings and the footer out of the $page page’s data but in its HTML',
    async ({ path }) => {
      const html = await (await app.request(`http://localhost${path}`)).text();
      const data = [
        ...html.matchAll(/<script\b[^>]*data-tsr-stream-part[^>]*>([\s\S]*?)<\/script>/g),
      ]
        .map((match) => match[1])
        .join('');
      // A category only the menu links to, and a string only the account screens use.
      expect(data).not.toContain('/kategori/ljud/horlurar');
      expect(data).not.toContain('account.latest_orders');
      expect(html).toContain('href="/sv/kategori/ljud/horlurar"');
      expect(html).toMatch(
        /<meta[^>]*name="nordshop:layout-asset"[^>]*content="\/layout\/sv\.[\w-]{16}\.json"/,
      );
    },
  );
});
