// Whether a login answer tells which e-mails have accounts: the mean time of a wrong password for
// a known e-mail against an unknown one, over 50 each, interleaved, on loopback. Starts
// dist/cli.js serve on a fresh embedded PGlite with TRUST_PROXY=loopback, so each attempt comes
// from an address of its own (X-Forwarded-For) and no limit answers 429 instead of the password
// check. Usage: node bench/login-timing.mjs (npm run bench runs it).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROUNDS = Number(process.env.LOGIN_TIMING_ROUNDS ?? 50);
const KNOWN = { email: 'demo@nordshop.example', password: 'nordshop-demo' };

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(base, child) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health?locale=sv&sid=1`)).ok) return;
    } catch {
      // not listening yet: the first start migrates and seeds
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not become healthy in time');
}

let address = 0;
async function login(base, body) {
  address += 1;
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/login?locale=sv&sid=1`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const mean = (list) => list.reduce((sum, x) => sum + x, 0) / list.length;
const median = (list) => {
  const sorted = [...list].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const dataDir = mkdtempSync(join(tmpdir(), 'nordshop-login-timing-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['dist/cli.js', 'serve'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(base, child);
  // Warm-up: the first check of each kind builds its hash and its prepared statements.
  await login(base, { email: KNOWN.email, password: 'warm-up' });
  await login(base, { email: 'warm-up@nordshop.example', password: 'warm-up' });
  await login(base, KNOWN);
  const known = [];
  const unknown = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    // Each kind goes first every other round, so neither pays for what the other leaves behind.
    const knownTry = () => login(base, { email: KNOWN.email, password: `wrong-${i}` });
    const unknownTry = () =>
      login(base, { email: `nobody-${i}@nordshop.example`, password: `wrong-${i}` });
    let a, b;
    if (i % 2 === 0) {
      a = await knownTry();
      b = await unknownTry();
    } else {
      b = await unknownTry();
      a = await knownTry();
    }
    if (a.status !== 401 || b.status !== 401)
      throw new Error(`expected 401s, got ${a.status} and ${b.status}`);
    known.push(a.ms);
    unknown.push(b.ms);
    // A right password clears the account's counters, so its delays never start.
    if (i % 4 === 3) await login(base, KNOWN);
  }
  const diff = mean(known) - mean(unknown);
  console.log(
    `login timing: wrong password, mean of ${ROUNDS} each: known e-mail ${mean(known).toFixed(1)} ms, unknown e-mail ${mean(unknown).toFixed(1)} ms, difference ${diff.toFixed(1)} ms (medians ${median(known).toFixed(1)} / ${median(unknown).toFixed(1)} ms)`,
  );
  if (Math.abs(diff) >= 5) process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
