import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PostgreSQL server of a test's own, which the test can freeze (SIGSTOP) and thaw (SIGCONT). */
export interface PostgresCluster {
  readonly url: string;
  /** Stops every process of the server (postmaster and backends): it holds its connections and answers nothing. */
  freeze(): Promise<void>;
  /** Lets the server run again. */
  thaw(): Promise<void>;
  /** Shuts the server down and deletes its files. */
  stop(): Promise<void>;
}

/** The directory of PostgreSQL's server programs: PG_BIN, or the newest under /usr/lib/postgresql. */
export function postgresBin(): string | undefined {
  const configured = process.env['PG_BIN'];
  if (configured && existsSync(join(configured, 'initdb'))) return configured;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a server program as the postgres user when this process is root (PostgreSQL refuses root). */
async function asPostgres(bin: string, program: string, args: string[]): Promise<void> {
  const path = join(bin, program);
  if (isRoot()) await run('runuser', ['-u', 'postgres', '--', path, ...args]);
  else await run(path, args);
}

/** The postmaster and its children (the backends), by the pid file and /proc. */
function serverPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/**
 * Starts a fresh PostgreSQL server (initdb, then pg_ctl start on a free loopback port) for one
 * test, with the binaries of {@link postgresBin} (scripts/with-postgres.sh installs them).
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin();
  if (!bin)
    throw new Error('PostgreSQL server programs not found (set PG_BIN or install postgresql)');
  const dir = await mkdtemp(join(tmpdir(), 'nordshop-pg-test-'));
  if (isRoot()) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const dataDir = join(dir, 'data');
  const port = await freePort();
  await asPostgres(bin, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  await asPostgres(bin, 'pg_ctl', [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
    '-l',
    join(dir, 'pg.log'),
    '-w',
    'start',
  ]);
  let frozen: number[] = [];
  const signal = (pids: number[], name: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch {
        // A backend that ended meanwhile.
      }
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    freeze: () => {
      frozen = serverPids(dataDir);
      signal(frozen, 'SIGSTOP');
      return Promise.resolve();
    },
    thaw: () => {
      signal(frozen, 'SIGCONT');
      frozen = [];
      return Promise.resolve();
    },
    stop: async () => {
      signal(frozen, 'SIGCONT');
      await asPostgres(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(
        () => undefined,
      );
      await rm(dir, { recursive: true, force: true });
    },
  };
}
