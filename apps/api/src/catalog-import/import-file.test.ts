import { sql } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../testing/test-server';
import type { Database } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { catalogLine } from './catalog-lines.test-data';
import { importFile } from './import-file';
import { openMigratedDatabase } from '../../testing/migrated-database';

// The command's way in: a JSON lines file read in chunks of 1,000 lines, each one transaction.
const EXAMPLE = fileURLToPath(new URL('../../import-example/catalog.jsonl', import.meta.url));
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let database: Database;
let dir: string;
const audit = () => Promise.resolve();

beforeAll(async () => {
  scratch = await createScratchDatabase();
  database = await openMigratedDatabase({ databaseUrl: scratch.url });
  dir = await mkdtemp(join(tmpdir(), 'nordshop-import-'));
});

afterAll(async () => {
  await database.close();
  await scratch.drop();
  await rm(dir, { recursive: true, force: true });
});

const products = async () =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`))[0]!.n;

describe('importing a JSON lines file', () => {
  it('imports the example file of the documentation, and nothing the second time', async () => {
    expect(await importFile(database.db, EXAMPLE, { audit })).toEqual({
      created: 4,
      updated: 0,
      unchanged: 1,
      discontinued: 0,
      lines: 5,
      chunks: 1,
    });
    expect(await importFile(database.db, EXAMPLE, { audit })).toMatchObject({
      created: 0,
      unchanged: 5,
    });
  });

  it('refuses a file with one bad line in its third chunk before writing any, naming its line number', async () => {
    const before = await products();
    const lines = Array.from({ length: 2_500 }, (_, i) => JSON.stringify(catalogLine('ZF', i)));
    lines[2_100] = '{"sku": "ZF-broken", ';
    lines[2_300] = JSON.stringify({ ...catalogLine('ZF', 2_300), stock: { quantity: -2 } });
    // A blank line counts: the lines after it keep their numbers in the file.
    const path = join(dir, 'bad.jsonl');
    await writeFile(path, ['', ...lines].join('\n'));
    await expect(importFile(database.db, path, { audit })).rejects.toMatchObject({
      fields: {
        'lines.2102': 'is not JSON',
        'lines.2302.stock.quantity': 'must be a whole number from 0 to 1000000000',
      },
    });
    expect(await products()).toBe(before);
  });

  it('commits a big file chunk by chunk and reports each', async () => {
    const path = join(dir, 'good.jsonl');
    await writeFile(
      path,
      Array.from({ length: 2_100 }, (_, i) => JSON.stringify(catalogLine('ZG', i))).join('\n'),
    );
    const chunks: number[] = [];
    expect(
      await importFile(database.db, path, { audit, onChunk: (done) => chunks.push(done.lines) }),
    ).toEqual({
      created: 2_100,
      updated: 0,
      unchanged: 0,
      discontinued: 0,
      lines: 2_100,
      chunks: 3,
    });
    expect(chunks).toEqual([1_000, 2_000, 2_100]);
  });
});
