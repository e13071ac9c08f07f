// npm start: builds the storefront when needed (Nx caches the build), then runs the production
// server on PORT (default 3000) with the embedded database in DATA_DIR (default ./.data).
import { spawnSync, spawn } from 'node:child_process';

const build = spawnSync('npx', ['nx', 'run', 'storefront:build', '--output-style=static'], {
  stdio: 'inherit',
  env: { ...process.env, NX_DAEMON: 'false' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

// React and the router read NODE_ENV when they load: production builds render several times faster.
const server = spawn(process.execPath, ['apps/storefront/dist/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
