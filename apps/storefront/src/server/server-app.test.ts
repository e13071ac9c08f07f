import { prepareDatabase, type Database } from '@nordshop/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetsFromViteManifest } from './page-assets';
import { createServerApp, isApiPath } from './server-app';

let database: Database;
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  database = await prepareDatabase({ dataDir: 'memory://' });
  const assets = assetsFromViteManifest({
    'src/entry-client.tsx': { file: 'assets/entry-client-abc.js', isEntry: true, css: ['assets/entry-client-abc.css'] },
  });
  app = createServerApp({ database, assets });
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
    expect(html).toContain('src="/assets/entry-client-abc.js"');
    expect(html).toContain('href="/assets/entry-client-abc.css"');
  });

  it('answers API paths with the API, not with a page', async () => {
    const response = await app.request('http://localhost/api/health?locale=da&sid=5');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('puts the CSP nonce of the response on the scripts it renders', async () => {
    const response = await app.request('http://localhost/sv');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });

  it('gives each response its own nonce', async () => {
    const [a, b] = await Promise.all([app.request('http://localhost/sv'), app.request('http://localhost/sv')]);
    expect(a.headers.get('content-security-policy')).not.toBe(b.headers.get('content-security-policy'));
  });

  it('answers 404 for an unknown storefront', async () => {
    const response = await app.request('http://localhost/en');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This page could not be found');
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
