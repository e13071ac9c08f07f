// CPU profile of long-tail product pages: starts the production build (embedded database, default
// seed) with the inspector on a loopback port, warms it up, then records a V8 CPU profile through
// the inspector protocol only while autocannon asks for a different product on every request, and
// prints where the time went (bench/cpuprofile-summary.mjs). For source-mapped frames build the
// server with `npx vite build --ssr src/server/main.ts --outDir dist/server --sourcemap` first.
// Usage: node bench/profile-longtail.mjs [seconds=15] [connections=10] [out=longtail.cpuprofile] [storefront dir=..]
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load, longTailRequests, percentile, productPaths } from './longtail-server.mjs';
import { startServer, stopChild } from './production-server.mjs';

const duration = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 10);
const out = process.argv[4] ?? 'longtail.cpuprofile';
const storefront = process.argv[5] ?? fileURLToPath(new URL('..', import.meta.url));

/** A minimal inspector protocol session over the WebSocket the inspector prints. */
async function inspector(url) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    if (message.id !== undefined) pending.get(message.id)?.(message);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        next += 1;
        pending.set(next, (m) =>
          m.error ? reject(new Error(m.error.message)) : resolve(m.result),
        );
        socket.send(JSON.stringify({ id: next, method, params }));
      }),
    close: () => socket.close(),
  };
}

const server = await startServer(storefront, ['--inspect=127.0.0.1:0']);
try {
  const url = /ws:\/\/\S+/.exec(server.stderr())?.[0];
  if (!url) throw new Error('the inspector did not print its address');
  const paths = await productPaths(server.base);
  await load({
    url: server.base,
    connections: 4,
    duration: 5,
    requests: longTailRequests(paths, 5000),
  });
  const session = await inspector(url);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  const { result: r, times } = await load({
    url: server.base,
    connections,
    duration,
    requests: longTailRequests(paths),
  });
  const { profile } = await session.send('Profiler.stop');
  session.close();
  writeFileSync(out, JSON.stringify(profile));
  console.log(
    `${connections} connections, ${duration} s: ${r.requests.average.toFixed(0)} req/s, ` +
      `p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms, ${r.non2xx + r.errors} errors, ` +
      `${r.requests.total} requests; profile in ${out}\n`,
  );
  spawnSync(
    process.execPath,
    [fileURLToPath(new URL('cpuprofile-summary.mjs', import.meta.url)), out],
    {
      stdio: 'inherit',
    },
  );
} finally {
  await stopChild(server.child);
}
