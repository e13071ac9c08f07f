import { metricsRegistry, type Database } from '@nordshop/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetsFromViteManifest } from './page-assets';
import { PAGE_CACHE_HEADER } from './cached-page';
import { createServerApp } from './server-app';
import { openSeededDatabase } from '../testing/seeded-database';

// What a page request may not do to the server, on a server app of this file's own (page cache
// on, as in production): redirect for ever, share a personal page, cache the wrong banner, or ask
// the API twice for what is not there.

let database: Database;
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  database = await openSeededDatabase();
  const assets = assetsFromViteManifest({
    'src/entry-client.tsx': { file: 'assets/entry-client-abc.js', isEntry: true },
  });
  app = createServerApp({ database, assets, publicOrigin: 'http://localhost' });
}, 120_000);

afterAll(async () => {
  await database.close();
});

const get = (path: string, cookie?: string) =>
  app.request(`http://localhost${path}`, cookie ? { headers: { cookie } } : {});

describe('addresses the router reads back differently', () => {
  it.each([
    '/sv/produkt/%5Bx%5D',
    '/sv/produkt/[x]',
    '/sv/kategori/skal%5D',
    '/sv/finns%7Cinte',
    '/fi/tuote/a%5b%5d',
  ])('answers %s with the not-found page, not a redirect to itself', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('pages that belong to one shopper', () => {
  it.each([
    { name: 'the login opened by its query', path: '/sv?login' },
    { name: 'a sign-in link', path: '/sv/produkt/finns?token=eyJ.abc.def' },
    { name: 'the password change', path: '/da?change_password=1' },
    { name: 'a signed-in shopper’s page', path: '/sv', cookie: 'auth.refresh_token=abc' },
    { name: 'the account (login when signed out)', path: '/sv/my-account' },
  ])(
    'answers $name private, no-store, and keeps it from the page cache',
    async ({ path, cookie }) => {
      for (let i = 0; i < 2; i += 1) {
        const response = await get(path, cookie);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(response.headers.get(PAGE_CACHE_HEADER)).toBeNull();
      }
    },
  );

  it('answers a catalog page no-cache, revalidated but storable', async () => {
    expect((await get('/sv')).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the consent banner in cached pages', () => {
  const banner = 'class="consent-banner"';

  it.each(['__consent=0', '__consent=abc', '__consent=', '__consent=32'])(
    'keeps the page rendered for %s (banner shown) from shoppers who have chosen',
    async (invalid) => {
      const path = `/sv?consent-case=${encodeURIComponent(invalid)}`;
      const first = await get(path, invalid);
      expect(await first.text()).toContain(banner);
      const chosen = await get(path, '__consent=1');
      expect(chosen.status).toBe(200);
      expect(await chosen.text()).not.toContain(banner);
      // And the other way round: a first visitor gets the banner from the cache.
      expect(await (await get(path)).text()).toContain(banner);
    },
  );
});

/** How many times the API answered GET product-by-slug with `status` so far (its duration metric). */
async function productLookups(status: number): Promise<number> {
  const text = await metricsRegistry.getSingleMetricAsString(
    'nordshop_http_request_duration_seconds',
  );
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('nordshop_http_request_duration_seconds_count{') &&
        l.includes('route="/api/product-by-slug/:slug"') &&
        l.includes(`status="${status}"`),
    );
  return Number(line?.split(' ').at(-1) ?? 0);
}

describe('a missing page', () => {
  it('asks the API once for a product that is not there: a 404 is final, not tried again a second later', async () => {
    const before = await productLookups(404);
    const response = await get('/sv/produkt/finns-inte-alls-404');
    expect(response.status).toBe(404);
    expect(await productLookups(404)).toBe(before + 1);
  });
});
