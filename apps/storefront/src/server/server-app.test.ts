import type { Database } from '@nordshop/api';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetsFromViteManifest } from './page-assets';
import { pageBootstrapScript } from './page-bootstrap';
import { createServerApp, isApiPath } from './server-app';
import { openSeededDatabase } from '../testing/seeded-database';

let database: Database;
let app: ReturnType<typeof createServerApp>;
let assets: ReturnType<typeof assetsFromViteManifest>;

beforeAll(async () => {
  database = await openSeededDatabase();
  assets = assetsFromViteManifest({
    'src/entry-client.tsx': {
      file: 'assets/entry-client-abc.js',
      isEntry: true,
      css: ['assets/entry-client-abc.css'],
    },
  });
  app = createServerApp({ database, assets, publicOrigin: 'http://localhost' });
});
afterAll(async () => {
  await database.close();
});

describe('createServerApp', () => {
  it('server-renders a storefront home with its name and prices from the database', async () => {
    const response = await app.request('http://localhost/nl');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Nordshop Nederland');
    expect(html).toContain('Alle prijzen in EUR');
    expect(html).toMatch(/€\s?\d+,\d{2}/);
    expect(html).toContain('<html lang="nl-NL">');
    expect(html).toContain(pageBootstrapScript('/assets/entry-client-abc.js', []));
    expect(html).toContain('href="/assets/entry-client-abc.css"');
  });

  it('answers API paths with the API, not with a page', async () => {
    const response = await app.request('http://localhost/api/health?locale=da&sid=5');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('answers liveness always and readiness while the database is ready and the process not draining', async () => {
    const live = await app.request('http://localhost/healthz');
    expect([live.status, live.headers.get('cache-control')]).toEqual([200, 'no-store']);
    const ready = await app.request('http://localhost/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, database: 'up', migrations: 'done' });

    let draining = false;
    const drainable = createServerApp({
      database,
      assets,
      publicOrigin: 'http://localhost',
      isDraining: () => draining,
    });
    expect((await drainable.request('http://localhost/readyz')).status).toBe(200);
    draining = true;
    const drained = await drainable.request('http://localhost/readyz');
    expect(drained.status).toBe(503);
    expect(Number(drained.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await drainable.request('http://localhost/healthz')).status).toBe(200);
  });

  it('puts the CSP nonce of the response on the scripts it renders', async () => {
    const response = await app.request('http://localhost/sv');
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });

  it('gives each response its own nonce', async () => {
    const [a, b] = await Promise.all([
      app.request('http://localhost/sv'),
      app.request('http://localhost/sv'),
    ]);
    expect(a.headers.get('content-security-policy')).not.toBe(
      b.headers.get('content-security-policy'),
    );
  });

  it('serves a repeated catalog page from the page cache with a fresh nonce in header and HTML', async () => {
    const first = await app.request('http://localhost/da');
    const second = await app.request('http://localhost/da');
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual([
      'miss',
      'hit',
    ]);
    expect(first.headers.has('x-nordshop-screen')).toBe(false);
    const [firstHtml, secondHtml] = [await first.text(), await second.text()];
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(secondHtml).toContain(`nonce="${nonceOf(second)}"`);
    expect(secondHtml).not.toContain(nonceOf(first));
    expect(secondHtml.replaceAll(nonceOf(second), 'N')).toBe(
      firstHtml.replaceAll(nonceOf(first), 'N'),
    );
  });

  it('never caches a 404 or a signed-in request', async () => {
    await app.request('http://localhost/sv/produkt/finns-inte-alls');
    const missing = await app.request('http://localhost/sv/produkt/finns-inte-alls');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-page-cache')).toBeNull();
    const signedIn = await app.request('http://localhost/da', {
      headers: { cookie: 'auth.refresh_token=x' },
    });
    expect(signedIn.headers.get('x-page-cache')).toBeNull();
  });

  it('answers 404 for an unknown storefront, as the preferred storefront’s page', async () => {
    const response = await app.request('http://localhost/en');
    expect(response.status).toBe(404);
    // No locale cookie: the Swedish storefront's words for the spec's message.
    expect(await response.text()).toContain('Sidan kunde inte hittas');
    const finnish = await app.request('http://localhost/en', { headers: { cookie: 'locale=fi' } });
    expect(finnish.status).toBe(404);
    expect(await finnish.text()).toContain('Sivua ei löytynyt');
  });
});

/** The <head> of a rendered page (before the body streams in). */
async function headOf(response: Response): Promise<string> {
  const html = await response.text();
  return html.slice(0, html.indexOf('</head>'));
}

const linksOf = (head: string, rel: string) =>
  [...head.matchAll(new RegExp(`<link[^>]*rel="${rel}"[^>]*>`, 'g'))].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

async function slugsOf(
  table: 'product_texts' | 'tag_texts',
  where: string,
): Promise<Record<string, string>> {
  const rows = await database.run<{ locale: string; slug: string }>(
    { name: `test.slugs_${table}`, text: `select locale, slug from ${table} where ${where}` },
    [],
  );
  return Object.fromEntries(rows.map((row) => [row.locale, row.slug]));
}

describe('SEO of the rendered pages', () => {
  it('gives a product page its title, description, canonical URL and hreflang links to all five storefronts', async () => {
    const slugs = await slugsOf(
      'product_texts',
      `product_id = (select min(id) from products where parent_id is null)`,
    );
    const head = await headOf(await app.request(`http://localhost/fi/tuote/${slugs['fi']}`));
    expect(head).toMatch(/<title>[^<]+ \| Nordshop Suomi<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(linksOf(head, 'canonical').map((tag) => attr(tag, 'href'))).toEqual([
      `http://localhost/fi/tuote/${slugs['fi']}`,
    ]);
    const alternates = Object.fromEntries(
      linksOf(head, 'alternate').map((tag): [string, string] => [
        attr(tag, 'hrefLang') ?? attr(tag, 'hreflang') ?? '',
        attr(tag, 'href') ?? '',
      ]),
    );
    expect(alternates).toEqual({
      'sv-SE': `http://localhost/sv/produkt/${slugs['sv']}`,
      'nb-NO': `http://localhost/no/produkt/${slugs['no']}`,
      'da-DK': `http://localhost/da/produkt/${slugs['da']}`,
      'fi-FI': `http://localhost/fi/tuote/${slugs['fi']}`,
      'nl-NL': `http://localhost/nl/product/${slugs['nl']}`,
      'x-default': `http://localhost/sv/produkt/${slugs['sv']}`,
    });
  });

  it('keeps the page number in a listing’s canonical URL and drops sorting and filters', async () => {
    const head = await headOf(
      await app.request(
        'http://localhost/sv/kategori/mobilskal?page=2&sort=price_asc&phone_model=iphone-15-pro',
      ),
    );
    expect(linksOf(head, 'canonical').map((tag) => attr(tag, 'href'))).toEqual([
      'http://localhost/sv/kategori/mobilskal?page=2',
    ]);
    expect(head).toContain('Mobilskal – Sida 2 | Nordshop Sverige</title>');
    expect(head).toContain('"@type":"BreadcrumbList"');
  });

  it('keeps search results out of the index', async () => {
    const head = await headOf(await app.request('http://localhost/sv/sok?q=usb'));
    expect(head).toContain('<meta name="robots" content="noindex, follow"');
    expect(linksOf(head, 'canonical')).toEqual([]);
  });

  it('puts canonical and alternates of a storefront with a domain on that domain', async () => {
    const withDomains = createServerApp({
      database,
      assets,
      localeDomains: { nl: 'nordshop.nl' },
      publicOrigin: 'http://localhost',
    });
    const head = await headOf(await withDomains.request('http://localhost/sv'));
    expect(linksOf(head, 'canonical').map((tag) => attr(tag, 'href'))).toEqual([
      'http://localhost/sv',
    ]);
    expect(linksOf(head, 'alternate').map((tag) => attr(tag, 'href'))).toContain(
      'http://nordshop.nl/',
    );
  });

  it('sends a tag page under another storefront’s slug to this storefront’s slug (301)', async () => {
    const slugs = await slugsOf('tag_texts', `tag_id = (select min(tag_id) from tag_texts)`);
    const response = await app.request(`http://localhost/nl/product-tag/${slugs['fi']}`);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', 'http://localhost').pathname).toBe(
      `/nl/product-tag/${slugs['nl']}`,
    );
  });
});

describe('robots.txt and the sitemaps', () => {
  it('answers robots.txt: catalog open, checkout, account, search and API closed, sitemap named', async () => {
    const response = await app.request('http://localhost/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const text = await response.text();
    for (const path of ['/api/', '/sv/checkout', '/fi/my-account', '/sv/sok', '/nl/searchresults'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('answers the sitemap index with one sitemap per storefront', async () => {
    const response = await app.request('http://localhost/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      ['sv', 'no', 'da', 'fi', 'nl'].map((locale) => `http://localhost/sitemap-${locale}.xml`),
    );
  });

  it('lists a storefront’s home, categories, brands, tags and products with their alternates', async () => {
    const response = await app.request('http://localhost/sitemap-da.xml');
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(
      '<url><loc>http://localhost/da</loc><xhtml:link rel="alternate" hreflang="sv-SE" href="http://localhost/sv"/>',
    );
    expect(xml).toContain('<loc>http://localhost/da/kategori/');
    expect(xml).toContain('<loc>http://localhost/da/maerke/fjallglas</loc>');
    expect(xml).toContain('<loc>http://localhost/da/produkt-tagg/');
    expect(xml).toMatch(
      /<loc>http:\/\/localhost\/da\/produkt\/[^<]+<\/loc><xhtml:link rel="alternate" hreflang="sv-SE" href="http:\/\/localhost\/sv\/produkt\//,
    );
    expect(xml).toContain('hreflang="x-default"');
    const [count] = await database.run<{ n: number }>(
      {
        name: 'test.da_products',
        text: `select count(*)::int as n from products p join product_texts t on t.product_id = p.id and t.locale = 'da'
               join product_prices pr on pr.product_id = p.id and pr.locale = 'da' where p.parent_id is null`,
      },
      [],
    );
    expect(xml.match(/<loc>http:\/\/localhost\/da\/produkt\//g)).toHaveLength(count!.n);
  });

  it('answers 404 for a sitemap of an unknown storefront or part', async () => {
    expect((await app.request('http://localhost/sitemap-sv-2.xml')).status).toBe(404);
    expect((await app.request('http://localhost/sitemap-en.xml')).status).toBe(404);
  });
});

describe('isApiPath', () => {
  it.each([
    { path: '/api/health', api: true },
    { path: '/api', api: true },
    { path: '/captuerr', api: true },
    { path: '/media/products/NS-1/thumb.svg', api: true },
    { path: '/mediamarkt', api: false },
    { path: '/apisto', api: false },
    { path: '/sv', api: false },
  ])('$path → $api', ({ path, api }) => {
    expect(isApiPath(path)).toBe(api);
  });
});

describe('headers and links of a production server', () => {
  let served: ReturnType<typeof createServerApp>;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'nordshop-client-'));
    await mkdir(join(clientDir, 'assets'));
    await mkdir(join(clientDir, '.vite'));
    await writeFile(join(clientDir, 'assets', 'entry-client-abc.js'), 'console.log(1)');
    await writeFile(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(clientDir, '.vite', 'manifest.json'), '{"secret":"build layout"}');
    await writeFile(join(clientDir, 'index.html'), '<html>a build file</html>');
    served = createServerApp({
      database,
      assets,
      clientDir,
      publicOrigin: 'https://nordshop.example',
    });
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  it('serves hashed assets and the public files, and nothing else of the build folder', async () => {
    const asset = await served.request('http://localhost/assets/entry-client-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await served.request('http://localhost/favicon.svg')).status).toBe(200);
    for (const path of ['/.vite/manifest.json', '/index.html']) {
      const response = await served.request(`http://localhost${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('build');
    }
  });

  it.each([
    { path: '/sv/checkout', control: 'private, no-store' },
    { path: '/sv/my-account', control: 'private, no-store' },
    { path: '/sv/my-order/1', control: 'private, no-store' },
    { path: '/sv/track-order', control: 'private, no-store' },
    { path: '/sv/page-preview?token=x', control: 'private, no-store' },
    { path: '/sv/unsubscribe?token=x', control: 'private, no-store' },
    { path: '/sv/checkout/confirmation/1', control: 'private, no-store' },
    { path: '/sv', control: 'no-cache' },
  ])('answers $path with Cache-Control $control', async ({ path, control }) => {
    const response = await served.request(`http://localhost${path}`);
    expect(response.headers.get('cache-control')).toBe(control);
  });

  it('never puts a forged Host into canonical, hreflang or og links', async () => {
    const response = await served.request('http://evil.example/sv', {
      headers: { host: 'evil.example' },
    });
    const html = await response.text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain('https://nordshop.example/sv');
  });

  it('sends a Permissions-Policy that allows no powerful feature', async () => {
    const policy =
      (await served.request('http://localhost/sv')).headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(policy).toContain(feature);
    }
  });
});
