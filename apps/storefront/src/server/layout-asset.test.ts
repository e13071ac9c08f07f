import { prepareDatabase, type Database } from '@nordshop/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutAssetLocaleOf, layoutAssetOf } from './layout-asset';
import { assetsFromViteManifest } from './page-assets';
import { createServerApp } from './server-app';
import type { LayoutData } from '../data/layout-data';

let database: Database;
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  database = await prepareDatabase({ dataDir: 'memory://' });
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

const layout = (name: string) => ({ storefront: { name } }) as unknown as LayoutData;

describe('layoutAssetOf', () => {
  it('names the asset after its content: the same data the same address, other data another', () => {
    const a = layoutAssetOf('sv', layout('A'));
    expect(layoutAssetOf('sv', layout('A')).path).toBe(a.path);
    expect(layoutAssetOf('sv', layout('B')).path).not.toBe(a.path);
    expect(layoutAssetOf('fi', layout('A')).path).toMatch(/^\/layout\/fi\.[\w-]{16}\.json$/);
    expect(JSON.parse(a.json)).toEqual(layout('A'));
  });

  it.each([
    { path: '/layout/sv.abcdefghij_-1234.json', locale: 'sv' },
    { path: '/layout/de.abcdefghij_-1234.json', locale: undefined },
    { path: '/layout/sv.short.json', locale: undefined },
    { path: '/layout/sv.abcdefghij_-1234.js', locale: undefined },
  ])('reads $path as the asset of $locale', ({ path, locale }) => {
    expect(layoutAssetLocaleOf(path)).toBe(locale);
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
