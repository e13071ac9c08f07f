import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
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

// Client build: hashed assets and a manifest in dist/client. SSR build (`vite build --ssr`):
// the Node server with the API and the libraries bundled in, in dist/server.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), privateSourceMaps(CLIENT_SOURCEMAP_DIR)],
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
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));
