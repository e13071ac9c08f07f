import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/** The client build's source maps: beside dist/client, never served (scripts/size-budget.mjs). */
const CLIENT_SOURCEMAP_DIR = resolve(import.meta.dirname, 'dist/client-sourcemaps');

/**
 * Moves the client build's hidden source maps out of the served dist/client into
 * dist/client-sourcemaps, where the size budget reads them to split the bytes per package.
 */
function privateSourceMaps(dir: string): Plugin {
  return {
    name: 'nordshop:private-source-maps',
    apply: 'build',
    generateBundle(_options, bundle) {
      rmSync(dir, { recursive: true, force: true });
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.map')) continue;
        const target = resolve(dir, fileName);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, output.source);
        delete bundle[fileName];
      }
    },
  };
}

/** Files the server sends pre-compressed (brotli and gzip beside each, when it saves bytes). */
const PRECOMPRESSED = /\.(js|css|svg|json|txt|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `name.br` (brotli 11) and `name.gz` (gzip 9) beside every text asset of the client build,
 * so that the server sends them compressed at no cost per request (serveStatic precompressed).
 */
function precompressAssets(): Plugin {
  return {
    name: 'nordshop:precompress-assets',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      for (const file of filesUnder(dir)) {
        if (!PRECOMPRESSED.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        const br = brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
        if (br.length < content.length) writeFileSync(`${file}.br`, br);
        const gz = gzipSync(content, { level: 9 });
        if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

// Client build: hashed assets and a manifest in dist/client. SSR build (`vite build --ssr`):
// the Node server with the API and the libraries bundled in, in dist/server.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), privateSourceMaps(CLIENT_SOURCEMAP_DIR), precompressAssets()],
  build: isSsrBuild
    ? { target: 'node24', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        sourcemap: 'hidden',
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          // React changes far less often than our code: in a chunk of its own it stays cached across
          // deploys, at no cost in first-load bytes (measured). Only packages every page loads belong
          // in a group: a group also pulls its modules out of lazy chunks into the one it makes.
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              ],
            },
          },
        },
      },
  ssr: { noExternal: [/^@nordshop\//] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // *.pg.test.ts start a PostgreSQL server of their own; they run where scripts/with-postgres.sh
    // provides the server programs (it sets DATABASE_URL and PG_BIN). *.prod.test.ts need the
    // production build: `npm run test:proxy` runs them (vitest.proxy.config.ts).
    exclude: ['src/**/*.prod.test.ts', ...(process.env['PG_BIN'] ? [] : ['src/**/*.pg.test.ts'])],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files mostly wait on HTTP, databases and timers: one worker more than the machine has cores
    // keeps it busy (vitest's default, one fewer, is a single worker on two cores).
    maxWorkers: availableParallelism() + 1,
    // A worker imports the code once for all its files (importing it again for each file cost as
    // much CPU as half the tests); each file keeps its own data and servers, and restores any spy.
    isolate: false,
    // The server tests' demo database, seeded once a run and opened as a copy by each file.
    globalSetup: ['src/testing/seeded-database-setup.ts'],
  },
}));
