import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// Test harness of the production topology: app processes of the production build
// (dist/server/main.js) over one PostgreSQL, and nginx in front of them (scripts/with-nginx.sh).

/** The production server of the storefront build. */
export const PRODUCTION_MAIN = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));
const WITH_NGINX = fileURLToPath(new URL('../../../../scripts/with-nginx.sh', import.meta.url));

/** A child process with the output it wrote (kept for the failure message). */
export interface Started {
  readonly child: ChildProcess;
  output(): string;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function started(child: ChildProcess): Started {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/**
 * Starts nginx in front of the app ports (scripts/with-nginx.sh without a command) and resolves
 * with its URL once it listens.
 */
export function startNginx(upstreamPorts: readonly number[]): Promise<Started & { url: string }> {
  const upstreams = upstreamPorts.map((port) => `127.0.0.1:${port}`).join(',');
  const nginx = started(spawn(WITH_NGINX, [upstreams], { stdio: ['pipe', 'pipe', 'pipe'] }));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`nginx did not start:\n${nginx.output()}`)),
      60_000,
    );
    nginx.child.stdout?.on('data', () => {
      const url = /^PROXY_URL=(\S+)$/m.exec(nginx.output())?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      resolve({ ...nginx, url });
    });
    nginx.child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`with-nginx.sh exited (${code}):\n${nginx.output()}`));
    });
  });
}

/** Starts one production app process (main.js) with the environment given on top of ours. */
export function startApp(env: Record<string, string>): Started {
  if (!existsSync(PRODUCTION_MAIN)) {
    throw new Error(`${PRODUCTION_MAIN} is missing: build first (npx nx run storefront:build)`);
  }
  return started(
    spawn(process.execPath, [PRODUCTION_MAIN], {
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** Waits until the process answers /readyz with 200 (it migrated and seeded), or fails with its output. */
export async function waitReady(base: string, app: Started, withinMs = 120_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) {
      throw new Error(`${base} exited with ${app.child.exitCode}:\n${app.output()}`);
    }
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base} was not ready within ${withinMs} ms:\n${app.output()}`);
}

/** Stops a process with SIGTERM (SIGKILL after `graceMs`) and waits for it to exit. */
export async function stop(running: Started | undefined, graceMs = 10_000): Promise<void> {
  const child = running?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Runs one statement on the database of `url` over a connection of its own. */
export async function runOn<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database named `name` on the PostgreSQL server of `serverUrl`, so that a suite
 * starts from nothing whatever earlier runs left on that server; `drop` removes it again, also
 * while connections to it are still open.
 */
export async function databaseOfItsOwn(
  serverUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await runOn(serverUrl, `drop database if exists ${name} with (force)`);
  await runOn(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await runOn(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
