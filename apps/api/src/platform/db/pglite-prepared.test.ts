import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pglitePreparedRunner } from './pglite-prepared';

let client: PGlite;
let run: ReturnType<typeof pglitePreparedRunner>;

beforeAll(async () => {
  client = await PGlite.create('memory://');
  await client.exec(`create table things (id int primary key, name text not null, seen timestamptz,
    tags jsonb not null default '[]')`);
  await client.exec(
    `insert into things values (1, 'skal', '2026-11-28T10:00:00Z', '["a"]'), (2, 'glas', null, '[]')`,
  );
  run = pglitePreparedRunner(client);
});
afterAll(async () => {
  await client.close();
});

const BY_IDS = {
  name: 'test.by_ids',
  text: `select id, name, seen, tags from things where id = any($1::int[]) and ($2::text is null or name = $2) order by id`,
};

describe('named prepared statements on PGlite', () => {
  it.each([
    { params: [[1, 2], null], ids: [1, 2] },
    { params: [[1, 2], 'glas'], ids: [2] },
    { params: [[3], null], ids: [] },
    { params: [[], 'skal'], ids: [] },
  ])('answers $params as an unnamed query would', async ({ params, ids }) => {
    const rows = await run<{ id: number }>(BY_IDS, params);
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(rows).toEqual((await client.query(BY_IDS.text, params)).rows);
  });

  it('parses dates and json as PGlite’s own queries do', async () => {
    const [row] = await run<{ seen: Date; tags: string[] }>(BY_IDS, [[1], null]);
    expect(row?.seen).toEqual(new Date('2026-11-28T10:00:00Z'));
    expect(row?.tags).toEqual(['a']);
  });

  it('writes, and a failing statement rejects with PostgreSQL’s error and leaves the connection usable', async () => {
    const insert = {
      name: 'test.insert',
      text: `insert into things (id, name) values ($1, $2) returning id`,
    };
    expect(await run(insert, [3, 'kabel'])).toEqual([{ id: 3 }]);
    await expect(run(insert, [3, 'kabel'])).rejects.toMatchObject({ code: '23505' });
    expect(await run(insert, [4, 'hållare'])).toEqual([{ id: 4 }]);
  });

  it('rejects a value its parameter cannot take (an error at bind) and runs the next call', async () => {
    const byId = { name: 'test.by_id', text: 'select name from things where id = $1::int' };
    await expect(run(byId, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect(await run(byId, [2])).toEqual([{ name: 'glas' }]);
    expect(await client.query<{ ok: number }>('select 1 as ok')).toMatchObject({
      rows: [{ ok: 1 }],
    });
  });

  it('prepares a statement again after it failed to prepare', async () => {
    const statement = { name: 'test.later', text: 'select count(*)::int as n from later_things' };
    await expect(run(statement, [])).rejects.toMatchObject({ code: '42P01' });
    await client.exec('create table later_things (id int)');
    expect(await run(statement, [])).toEqual([{ n: 0 }]);
  });

  it('refuses a second text under a name already prepared', async () => {
    await expect(run({ name: BY_IDS.name, text: 'select 1' }, [])).rejects.toThrow(
      /two statements/i,
    );
  });

  it('never runs inside another caller’s open transaction', async () => {
    const count = {
      name: 'test.count',
      text: 'select count(*)::int as n from things where id = 99',
    };
    let rollBack!: () => void;
    const held = new Promise<void>((resolve) => (rollBack = resolve));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into things (id, name) values (99, 'tillfällig')`);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertedOnce;
    const counted = run<{ n: number }>(count, []);
    rollBack();
    await transaction;
    expect(await counted).toEqual([{ n: 0 }]);
  });
});
