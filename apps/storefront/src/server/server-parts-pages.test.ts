import type { Database } from '@nordshop/api';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetsFromViteManifest } from './page-assets';
import { createServerApp } from './server-app';
import { ServerPartStore } from './server-parts';
import { openSeededDatabase } from '../testing/seeded-database';

let database: Database;
const store = new ServerPartStore();
let stored: ReturnType<typeof createServerApp>;
let whole: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  database = await openSeededDatabase();
  const assets = assetsFromViteManifest({
    'src/entry-client.tsx': { file: 'assets/entry-client-abc.js', isEntry: true },
  });
  const common = { database, assets, publicOrigin: 'http://localhost', pageCache: false };
  stored = createServerApp({ ...common, serverParts: store });
  whole = createServerApp({ ...common, serverParts: false });
});
afterAll(async () => {
  await database.close();
});

/** A page's HTML without what differs between two renders of it (nonce, render instant). */
const comparable = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/"csp-nonce" content="[^"]*"/g, '"csp-nonce" content=""')
    .replace(/\b1\d{12}\b/g, '<instant>');

/** Some product pages of a storefront, from the API's sitemap. */
async function productPaths(locale: LocaleCode, count: number): Promise<string[]> {
  const response = await whole.request(
    `http://localhost/api/sitemap?locale=${locale}&sid=${STOREFRONTS[locale].storeID}`,
  );
  const answer = (await response.json()) as {
    entries: { kind: string; alternates: Record<string, string> }[];
  };
  return answer.entries
    .filter((entry) => entry.kind === 'product')
    .slice(0, count)
    .map((entry) => `/${locale}${entry.alternates[locale]}`);
}

describe('layout parts stored by the server', () => {
  it('leave every page the same as one rendered whole, whichever page stored them', async () => {
    const pages = [
      '/sv',
      ...(await productPaths('sv', 3)),
      '/sv/kategori/mobilskal',
      '/sv/kategori/mobilskal?sort=price_asc',
      '/sv/kategori/mobilskal/',
      '/sv/sok?q=kabel',
      '/sv/finns-inte',
      '/sv',
      '/fi',
      ...(await productPaths('fi', 2)),
      '/nl',
      ...(await productPaths('nl', 1)),
      '/da',
      '/no',
    ];
    for (const path of pages) {
      const [fromStore, rendered] = await Promise.all([
        stored.request(`http://localhost${path}`),
        whole.request(`http://localhost${path}`),
      ]);
      expect([path, fromStore.status]).toEqual([path, rendered.status]);
      const html = await fromStore.text();
      expect(html).not.toContain('ns-server-part');
      const other = await rendered.text();
      expect([path, comparable(html)]).toEqual([path, comparable(other)]);
    }
    // Each storefront's menus and footer, and the current category page's menus.
    expect(store.size).toBeGreaterThanOrEqual(10);
  });
});
