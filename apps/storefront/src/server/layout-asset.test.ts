import type { Database } from '@nordshop/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutAssetNameOf, layoutAssetOf } from './layout-asset';
import { SCREEN_STRING_KEYS } from '../i18n/screen-strings';
import { assetsFromViteManifest } from './page-assets';
import { createServerApp } from './server-app';
import type { LayoutData } from '../data/layout-data';
import { openSeededDatabase } from '../testing/seeded-database';

let database: Database;
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  database = await openSeededDatabase();
  const assets = assetsFromViteManifest({
    'src/entry-client.tsx': { file: 'assets/entry-client-abc.js', isEntry: true },
  });
  app = createServerApp({ database, assets, publicOrigin: 'http://localhost' });
});
afterAll(async () => {
  await database.close();
});

/** The layout asset a page preloads. */
async function assetOfPage(path: string): Promise<string> {
  const html = await (await app.request(`http://localhost${path}`)).text();
  const asset = /<meta[^>]*name="nordshop:layout-asset"[^>]*content="(\/layout\/[^"]+)"/.exec(
    html,
  )?.[1];
  if (asset === undefined) throw new Error(`${path} preloads no layout asset`);
  return asset;
}

const layout = (name: string, strings: Record<string, string> = {}) =>
  ({ storefront: { name }, strings }) as unknown as LayoutData;

describe('layoutAssetOf', () => {
  it('names the asset after its content: the same data the same address, other data another', () => {
    const a = layoutAssetOf('sv', layout('A'));
    expect(layoutAssetOf('sv', layout('A')).path).toBe(a.path);
    expect(layoutAssetOf('sv', layout('B')).path).not.toBe(a.path);
    expect(layoutAssetOf('fi', layout('A')).path).toMatch(/^\/layout\/fi\.[\w-]{16}\.json$/);
    expect(JSON.parse(a.json)).toEqual(a.data);
  });

  it('keeps the screens’ strings out of the layout, in assets of their own that it names', () => {
    const strings = {
      'general.close': 'Stäng',
      'checkout.street': 'Gata',
      'returns.title': 'Retur',
    };
    const asset = layoutAssetOf('sv', layout('A', strings));
    expect(asset.data.strings).toEqual({ 'general.close': 'Stäng' });
    expect(asset.screens.checkout.strings).toEqual({ 'checkout.street': 'Gata' });
    expect(JSON.parse(asset.screens.account.json)).toEqual({
      'checkout.street': 'Gata',
      'returns.title': 'Retur',
    });
    expect(asset.screens.checkout.path).toMatch(/^\/layout\/sv\.checkout\.[\w-]{16}\.json$/);
    expect(asset.data.screenStrings).toEqual({
      checkout: asset.screens.checkout.path,
      account: asset.screens.account.path,
    });
    // A screen's address follows its strings alone.
    const other = layoutAssetOf('sv', layout('B', { ...strings, 'returns.title': 'Returer' }));
    expect(other.screens.checkout.path).toBe(asset.screens.checkout.path);
    expect(other.screens.account.path).not.toBe(asset.screens.account.path);
  });

  it.each([
    { path: '/layout/sv.abcdefghij_-1234.json', name: { locale: 'sv' } },
    {
      path: '/layout/sv.checkout.abcdefghij_-1234.json',
      name: { locale: 'sv', screen: 'checkout' },
    },
    { path: '/layout/nl.account.abcdefghij_-1234.json', name: { locale: 'nl', screen: 'account' } },
    { path: '/layout/sv.catalog.abcdefghij_-1234.json', name: undefined },
    { path: '/layout/de.abcdefghij_-1234.json', name: undefined },
    { path: '/layout/sv.short.json', name: undefined },
    { path: '/layout/sv.abcdefghij_-1234.js', name: undefined },
  ])('reads $path as the asset of $name', ({ path, name }) => {
    expect(layoutAssetNameOf(path)).toEqual(name);
  });
});

describe('the layout asset the pages point at', () => {
  it('is the same for every page of a storefront and another for another storefront', async () => {
    const home = await assetOfPage('/sv');
    expect(await assetOfPage('/sv/kategori/mobilskal')).toBe(home);
    expect(await assetOfPage('/fi')).not.toBe(home);
  });

  it('is served as JSON cached for good, with the storefront’s menu and strings', async () => {
    const response = await app.request(`http://localhost${await assetOfPage('/nl')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const data = (await response.json()) as LayoutData;
    expect(data.storefront.name).toBe('Nordshop Nederland');
    expect(data.categories.length).toBeGreaterThan(0);
    expect(Object.keys(data.strings).length).toBeGreaterThan(100);
    expect(data.strings).not.toHaveProperty('returns.title');
  });

  it('names each screen’s strings asset, served cached for good', async () => {
    const layoutResponse = await app.request(`http://localhost${await assetOfPage('/sv')}`);
    const { screenStrings } = (await layoutResponse.json()) as LayoutData;
    for (const screen of ['checkout', 'account'] as const) {
      const response = await app.request(`http://localhost${screenStrings?.[screen] ?? ''}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Object.keys((await response.json()) as object).sort()).toEqual(
        [...SCREEN_STRING_KEYS[screen]].sort(),
      );
    }
    const old = await app.request('http://localhost/layout/sv.checkout.0000000000000000.json');
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(screenStrings?.checkout);
  });

  it('leads an address of older content to the current asset, uncached', async () => {
    const current = await assetOfPage('/da');
    const response = await app.request('http://localhost/layout/da.0000000000000000.json');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(current);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an address that names no storefront with a 404 page', async () => {
    const response = await app.request('http://localhost/layout/de.abcdefghij_-1234.json');
    expect(response.status).toBe(404);
  });
});
