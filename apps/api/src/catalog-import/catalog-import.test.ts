import {
  ApiErrorSchema,
  CatalogImportResponseSchema,
  SitemapResponseSchema,
  type ImportLine,
} from '@nordshop/api-contract';
import { LOCALE_CODES, STOREFRONTS } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, serveOnFreePort } from '../../testing/test-server';
import { createApiApp } from '../app';
import { productPath } from '../catalog/product-paths';
import { openDatabase, type Database } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { rebuildSearchWords } from '../search/search-words';
import { createStaffKey } from '../staff/staff-keys';
import { catalogLine, wordOf } from './catalog-lines.test-data';
import { openMigratedDatabase } from '../../testing/migrated-database';

// The import on a database of its own (it creates categories, a brand and 1,000 products the
// shared catalog's tests do not expect), served by one API, and on PostgreSQL by two API
// processes over the one database, as in production.
const WITHIN_MS = 2_000;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
const databases: Database[] = [];
const servers: { baseUrl: string; close: () => Promise<void> }[] = [];
let authorization = '';

/** POSTs lines to the import of the first server: the counts, or throws the error's status and fields. */
async function run(lines: readonly unknown[], as = authorization) {
  const response = await fetch(`${servers[0]!.baseUrl}/api/staff/catalog/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: as },
    body: JSON.stringify({ lines }),
  });
  const body: unknown = await response.json();
  if (response.status !== 200)
    throw Object.assign(new Error(`import answered ${response.status}`), {
      status: response.status,
      fields: ApiErrorSchema.parse(body).fields,
    });
  return CatalogImportResponseSchema.parse(body);
}

/** The audit entries of imports written after `mark` (an audit id). */
const auditedSince = (mark: number) =>
  queryRows<{
    id: number;
    key_id: number | null;
    subject: string;
    before: unknown;
    after: unknown;
  }>(
    databases[0]!.db,
    sql`select id::int, key_id, subject, before, after from staff_audit
        where action = 'catalog.import' and id > ${mark} order by id`,
  );
const lastAudit = async () =>
  (
    await queryRows<{ id: number }>(
      databases[0]!.db,
      sql`select coalesce(max(id), 0)::int as id from staff_audit`,
    )
  )[0]!.id;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  databases.push(await openMigratedDatabase({ databaseUrl: scratch.url }));
  // On PostgreSQL a second process over the same database.
  if (scratch.url)
    databases.push(await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' }));
  for (const database of databases)
    servers.push(await serveOnFreePort(createApiApp({ database }).fetch));
  const { key } = await createStaffKey(databases[0]!.db, {
    name: 'pim',
    scopes: ['catalog:write'],
  });
  authorization = `Bearer ${key}`;
});

afterAll(async () => {
  for (const server of servers) await server.close();
  for (const database of databases) await database.close();
  await scratch?.drop();
});

const query = (locale: string) => `locale=${locale}&sid=${STOREFRONTS[locale as 'sv'].storeID}`;

/** Asks `probe` on every server until it holds, failing after {@link WITHIN_MS}. */
async function onEveryServerWithin(probe: (baseUrl: string) => Promise<boolean>): Promise<void> {
  const started = Date.now();
  for (const { baseUrl } of servers) {
    for (;;) {
      if (await probe(baseUrl)) break;
      if (Date.now() - started > WITHIN_MS)
        throw new Error(`${baseUrl}: not seen within ${WITHIN_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const pageOf = (baseUrl: string, locale: string, slug: string) =>
  fetch(`${baseUrl}/api/product-by-slug/${slug}?${query(locale)}`);

const searchHas = async (baseUrl: string, locale: string, words: string, sku: string) => {
  const response = await fetch(
    `${baseUrl}/api/products?${query(locale)}&query=${encodeURIComponent(words)}&nc=1`,
  );
  const body = (await response.json()) as { products?: { sku: string }[] };
  return (body.products ?? []).some((p) => p.sku === sku);
};

const sitemapPaths = async (baseUrl: string, locale: 'sv' | 'fi') => {
  const sitemap = SitemapResponseSchema.parse(
    await (await fetch(`${baseUrl}/api/sitemap?${query(locale)}`)).json(),
  );
  return new Set(sitemap.entries.map((entry) => entry.alternates[locale]));
};

const count = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      databases[0]!.db,
      sql.raw(`select count(*)::int as n from ${table}`),
    )
  )[0]!.n;

const LINES = Array.from({ length: 1_000 }, (_, i) => catalogLine('ZT', i));

describe('catalog import', () => {
  it('writes nothing from a batch with one bad line, and names its line and field', async () => {
    const bad = LINES.map((line, i) =>
      i === 499
        ? { ...line, prices: { ...line.prices, sv: { n: [{ p: -1, q: 1, o: 100, d: 0 }] } } }
        : line,
    );
    await expect(run(bad)).rejects.toMatchObject({
      status: 400,
      fields: { 'lines.500.prices.sv.n.0.p': 'must be a whole number from 0 to 100000000' },
    });
    expect(await count('products')).toBe(0);
    expect(await count('categories')).toBe(0);
  });

  it('shows 1,000 products in five languages on their pages, in search and the sitemap of every process within 2 s', async () => {
    const probe = LINES[417]!;
    // Every process has answered (and may keep) the catalog of before the import.
    for (const { baseUrl } of servers) {
      expect((await pageOf(baseUrl, 'fi', probe.texts!.fi!.slug)).status).toBe(404);
      expect(await searchHas(baseUrl, 'sv', `zentrovo ${wordOf(417)}`, probe.sku)).toBe(false);
      await sitemapPaths(baseUrl, 'sv');
    }
    const mark = await lastAudit();
    expect(await run(LINES)).toEqual({ created: 1_000, updated: 0, unchanged: 0, discontinued: 0 });
    await onEveryServerWithin(async (baseUrl) => {
      const pages = await Promise.all(
        LOCALE_CODES.map((locale) => pageOf(baseUrl, locale, probe.texts![locale]!.slug)),
      );
      if (pages.some((page) => page.status !== 200)) return false;
      const sitemap = await sitemapPaths(baseUrl, 'sv');
      return (
        (await searchHas(baseUrl, 'sv', `zentrovo ${wordOf(417)}`, probe.sku)) &&
        LINES.every((line) => sitemap.has(productPath('sv', line.texts!.sv!.slug)))
      );
    });
    const page = (await (
      await pageOf(servers.at(-1)!.baseUrl, 'nl', probe.texts!.nl!.slug)
    ).json()) as {
      sku: string;
      name: string;
      brand: { slug: string };
      prices: { n: { p: number }[] };
      category_path: { slug: string }[];
    };
    expect(page).toMatchObject({
      sku: probe.sku,
      name: probe.texts!.nl!.name,
      brand: { slug: 'zentrovo' },
    });
    expect(page.prices.n[0]!.p).toBe(probe.prices!.nl!.n[0]!.p);
    const entries = await auditedSince(mark);
    expect(entries).toHaveLength(1_000);
    expect(entries[0]).toMatchObject({ subject: 'product:ZT-0', before: null });
    expect(entries[0]!.key_id).toBeGreaterThan(0);
  });

  it('changes nothing and audits nothing when the same lines come again', async () => {
    const mark = await lastAudit();
    expect(await run(LINES)).toEqual({ created: 0, updated: 0, unchanged: 1_000, discontinued: 0 });
    expect(await auditedSince(mark)).toEqual([]);
  });

  it('keeps the search words as a rebuild of them would make them', async () => {
    const words = () =>
      queryRows(
        databases[0]!.db,
        sql`select locale, word, lexeme, frequency from search_words order by 1, 2`,
      );
    const kept = await words();
    await rebuildSearchWords(databases[0]!.db);
    expect(kept).toEqual(await words());
  });

  it('writes a changed price, audits it with before and after, and shows it on every process', async () => {
    const mark = await lastAudit();
    const changed = catalogLine('ZT', 3, 24_900);
    expect(await run([changed, LINES[4]!])).toEqual({
      created: 0,
      updated: 1,
      unchanged: 1,
      discontinued: 0,
    });
    const audited = await auditedSince(mark);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      subject: 'product:ZT-3',
      before: { prices: { sv: { prices: { n: [{ p: 19_900 }, { p: 17_910 }] } } } },
      after: { prices: { sv: { prices: { n: [{ p: 24_900 }, { p: 22_410 }] } } } },
    });
    await onEveryServerWithin(async (baseUrl) => {
      const page = (await (await pageOf(baseUrl, 'sv', changed.texts!.sv!.slug)).json()) as {
        prices: { n: { p: number }[] };
      };
      return page.prices.n[0]!.p === 24_900;
    });
  });

  it('imports a product with variations, each with its own text, price and stock', async () => {
    const main: ImportLine = {
      ...catalogLine('ZV', 1),
      variation_attributes: [
        {
          code: 'color',
          name: { sv: 'Färg', fi: 'Väri' },
          values: [
            { code: 'black', name: { sv: 'Svart', fi: 'Musta' } },
            { code: 'red', name: { sv: 'Röd', fi: 'Punainen' } },
          ],
        },
      ],
    };
    const variation = (code: string, i: number): ImportLine => {
      const base = catalogLine('ZV', i);
      return {
        sku: `ZV-1-${code}`,
        parent_sku: 'ZV-1',
        variation: [{ attribute: 'color', value: code }],
        texts: base.texts,
        prices: base.prices,
        stock: { quantity: i, status: 'in-stock' },
      };
    };
    // The variations may come before their product in a batch.
    expect(await run([variation('black', 101), variation('red', 102), main])).toEqual({
      created: 3,
      updated: 0,
      unchanged: 0,
      discontinued: 0,
    });
    const page = (await (await pageOf(servers[0]!.baseUrl, 'sv', main.texts!.sv!.slug)).json()) as {
      variations: { sku: string; attributes: Record<string, string> }[];
      variation_attributes: { code: string; values: { name: string }[] }[];
    };
    expect(page.variations.map((v) => [v.sku, v.attributes])).toEqual([
      ['ZV-1-black', { color: 'black' }],
      ['ZV-1-red', { color: 'red' }],
    ]);
    expect(page.variation_attributes[0]!.values.map((v) => v.name)).toEqual(['Svart', 'Röd']);
  });

  it('refuses a variation of a value its product does not have and a slug of another product, naming each', async () => {
    const own = catalogLine('ZX', 3);
    const taken = catalogLine('ZX', 1);
    const bad = [
      {
        sku: 'ZV-1-blue',
        parent_sku: 'ZV-1',
        variation: [{ attribute: 'color', value: 'blue' }],
        texts: own.texts,
        prices: own.prices,
      },
      {
        ...taken,
        texts: { ...taken.texts, sv: { ...taken.texts!.sv!, slug: LINES[0]!.texts!.sv!.slug } },
      },
      { ...catalogLine('ZX', 2), parent_sku: 'ZT-nothing' },
    ];
    await expect(run(bad)).rejects.toMatchObject({ status: 400 });
    const error = await run(bad).catch((err: unknown) => err);
    expect((error as { fields: unknown }).fields).toEqual({
      'lines.1.variation.0.value': 'is not a value of color',
      'lines.2.texts.sv.slug': 'is the page of ZT-0',
      'lines.3.categories': 'is the product’s: a variation takes it from its parent_sku',
      'lines.3.brand': 'is the product’s: a variation takes it from its parent_sku',
      'lines.3.tags': 'is the product’s: a variation takes it from its parent_sku',
      'lines.3.variation': 'is required for a variation',
    });
  });

  it('takes a discontinued product and its variations off every storefront, keeping it for its orders', async () => {
    const mark = await lastAudit();
    expect(
      await run([
        { sku: 'ZV-1', discontinued: true },
        { sku: 'ZT-9', discontinued: true },
      ]),
    ).toEqual({
      created: 0,
      updated: 0,
      unchanged: 0,
      discontinued: 2,
    });
    expect((await auditedSince(mark)).map((entry) => entry.subject).sort()).toEqual([
      'product:ZT-9',
      'product:ZV-1',
      'product:ZV-1-black',
      'product:ZV-1-red',
    ]);
    const gone = LINES[9]!;
    await onEveryServerWithin(async (baseUrl) => {
      const sitemap = await sitemapPaths(baseUrl, 'fi');
      return (
        (await pageOf(baseUrl, 'fi', gone.texts!.fi!.slug)).status === 404 &&
        !sitemap.has(productPath('fi', gone.texts!.fi!.slug)) &&
        !(await searchHas(baseUrl, 'sv', `zentrovo ${wordOf(9)}`, gone.sku))
      );
    });
    const rows = await queryRows<{ sku: string }>(
      databases[0]!.db,
      sql`select sku from products where sku in ('ZT-9', 'ZV-1', 'ZV-1-red') order by sku`,
    );
    expect(rows.map((r) => r.sku)).toEqual(['ZT-9', 'ZV-1', 'ZV-1-red']);
    const again = await lastAudit();
    expect(await run([{ sku: 'ZT-9', discontinued: true }])).toMatchObject({
      unchanged: 1,
      discontinued: 0,
    });
    expect(await auditedSince(again)).toEqual([]);
  });

  it('puts a discontinued product back on sale when its line comes again', async () => {
    expect(await run([LINES[9]!])).toMatchObject({ updated: 1 });
    expect((await pageOf(servers[0]!.baseUrl, 'da', LINES[9]!.texts!.da!.slug)).status).toBe(200);
  });

  it('answers 401 without a staff key and 403 to a key without catalog:write, writing nothing', async () => {
    const { key } = await createStaffKey(databases[0]!.db, {
      name: 'wms',
      scopes: ['stock:write'],
    });
    const line = catalogLine('ZA', 1);
    await expect(run([line], '')).rejects.toMatchObject({ status: 401 });
    await expect(run([line], `Bearer ${key}`)).rejects.toMatchObject({ status: 403 });
    const rows = await queryRows(databases[0]!.db, sql`select 1 from products where sku = 'ZA-1'`);
    expect(rows).toEqual([]);
  });

  it('takes at most 1,000 lines a call, naming lines', async () => {
    await expect(
      run(Array.from({ length: 1_001 }, (_, i) => catalogLine('ZB', i))),
    ).rejects.toMatchObject({
      status: 400,
      fields: { lines: 'must have at most 1000 lines' },
    });
  });
});
