import type { Database } from '@nordshop/api';
import { sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetsFromViteManifest } from './page-assets';
import { createServerApp } from './server-app';
import { openSeededDatabase } from '../testing/seeded-database';

// Content changed through the staff API shows on the rendered pages at once: the database
// announces the change and the page cache renders anew (decisions 023 and 031).
let database: Database;
let app: ReturnType<typeof createServerApp>;
let authorization: string;

beforeAll(async () => {
  database = await openSeededDatabase();
  const assets = assetsFromViteManifest({
    'src/entry-client.tsx': { file: 'assets/entry-client-abc.js', isEntry: true },
  });
  app = createServerApp({ database, assets, publicOrigin: 'http://localhost' });
  // A staff key as `npm run staff-key -- create` makes it: only its SHA-256 is stored.
  const key = `nsk_${randomBytes(32).toString('base64url')}`;
  const hash = createHash('sha256').update(key).digest('hex');
  await database.db.execute(
    sql`insert into staff_api_keys (name, key_hash, hint, scopes)
        values ('cms', ${hash}, ${key.slice(0, 10)}, array['content:write']::text[])`,
  );
  authorization = `Bearer ${key}`;
});

afterAll(async () => {
  await database.close();
});

const staff = (method: 'PUT' | 'DELETE', path: string, body?: unknown) =>
  app.request(`http://localhost${path}`, {
    method,
    headers: {
      authorization,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function page(path: string): Promise<{ status: number; cache: string | null; html: string }> {
  const response = await app.request(`http://localhost${path}`);
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    html: await response.text(),
  };
}

describe('content changed through the staff API on the rendered pages', () => {
  it('shows a new CMS page, its change on the next request, and 404 once it is deleted', async () => {
    const put = await staff('PUT', '/api/staff/pages/sv/hostrea', {
      title: 'Höstrea på skal',
      content: '<p>Alla skal till halva priset</p>',
    });
    expect(put.status).toBe(200);
    await expect.poll(() => page('/sv/hostrea')).toMatchObject({ status: 200 });
    const shown = await page('/sv/hostrea');
    expect(shown.html).toContain('Höstrea på skal');
    expect(shown.html).toContain('Alla skal till halva priset');
    expect((await page('/sv/hostrea')).cache).toBe('hit');

    await staff('PUT', '/api/staff/pages/sv/hostrea', {
      title: 'Höstrea förlängd',
      content: '<p>En vecka till</p>',
    });
    await expect
      .poll(async () => (await page('/sv/hostrea')).html, { timeout: 2_000 })
      .toContain('Höstrea förlängd');

    expect((await staff('DELETE', '/api/staff/pages/sv/hostrea')).status).toBe(204);
    await expect.poll(async () => (await page('/sv/hostrea')).status, { timeout: 2_000 }).toBe(404);
  });

  it('shows a new store message in the header of a kept page at once, and hides it', async () => {
    await page('/fi');
    expect((await page('/fi')).cache).toBe('hit');
    await staff('PUT', '/api/staff/store-message/fi', {
      content: 'Ilmainen toimitus viikonloppuna!',
    });
    await expect
      .poll(async () => (await page('/fi')).html, { timeout: 2_000 })
      .toContain('Ilmainen toimitus viikonloppuna!');
    await staff('DELETE', '/api/staff/store-message/fi');
    await expect
      .poll(async () => (await page('/fi')).html, { timeout: 2_000 })
      .not.toContain('Ilmainen toimitus viikonloppuna!');
  });

  it('shows a new deal in the banner of a kept page at once', async () => {
    const result: unknown = await database.db.execute(
      sql`select sku from products where parent_id is null and stock_status = 'in-stock' order by id limit 1`,
    );
    // node-postgres and PGlite both answer { rows }.
    const [product] = (result as { rows: { sku: string }[] }).rows;
    await page('/da');
    const now = Date.now();
    const deal = await staff('PUT', '/api/staff/deal', {
      sku: product!.sku,
      discount: 30,
      title: {
        sv: 'Helgens fynd',
        no: 'Helgens kupp',
        da: 'Weekendens fund',
        fi: 'Viikonlopun löytö',
        nl: 'Weekendvondst',
      },
      starts_at: new Date(now - 60_000).toISOString(),
      expires_at: new Date(now + 3_600_000).toISOString(),
    });
    expect(deal.status).toBe(200);
    await expect
      .poll(async () => (await page('/da')).html, { timeout: 2_000 })
      .toContain('Weekendens fund');
  });
});
