import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../../testing/test-server';
import { openDatabase, type Database, type PreparedStatement } from './database';

// Database.withConnection on PostgreSQL: the statements of one piece of work run on one
// connection of the pool, taken once, so a statement that depends on the one before does not
// queue again behind the requests that came in meanwhile; the connection goes back to the pool,
// or is closed after a failure, as pool.query does.
const BACKEND: PreparedStatement = {
  name: 'test_backend_pid',
  text: 'select pg_backend_pid() as pid',
};
const DIVIDE: PreparedStatement = { name: 'test_divide', text: 'select 1 / $1::int as quotient' };

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let pair: Database;
let single: Database;

const backendOf = async (runner: Pick<Database, 'run'>) =>
  (await runner.run<{ pid: number }>(BACKEND, []))[0]!.pid;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  pair = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://', poolSize: 2 });
  single = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://', poolSize: 1 });
});

afterAll(async () => {
  await pair.close();
  await single.close();
  await scratch.drop();
});

describe('withConnection on PostgreSQL', () => {
  it("runs every statement of the work on one connection while other callers use the pool's other", async () => {
    const [first, other, second] = await pair.withConnection(async (connection) => [
      await backendOf(connection),
      await backendOf(pair),
      await backendOf(connection),
    ]);
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    expect(pair.poolUse()).toEqual({ total: 2, idle: 2, waiting: 0 });
  });

  it('runs the next statement of the work before a caller that queued for the connection meanwhile', async () => {
    const order: string[] = [];
    let queued: Promise<unknown> | undefined;
    await single.withConnection(async (connection) => {
      await backendOf(connection);
      order.push('work, first statement');
      queued = backendOf(single).then(() => order.push('the caller that queued'));
      // The caller waits for the pool's only connection, which the work still holds.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(single.poolUse().waiting).toBe(1);
      await backendOf(connection);
      order.push('work, second statement');
    });
    await queued;
    expect(order).toEqual([
      'work, first statement',
      'work, second statement',
      'the caller that queued',
    ]);
  });

  it('gives the failure to the caller and closes the connection instead of reusing it', async () => {
    const before = await backendOf(single);
    await expect(
      single.withConnection((connection) => connection.run(DIVIDE, [0])),
    ).rejects.toThrow(/division by zero/);
    expect(await single.withConnection((connection) => connection.run(DIVIDE, [1]))).toEqual([
      { quotient: 1 },
    ]);
    expect(await backendOf(single)).not.toBe(before);
  });
});
