import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `vite build` makes dist/cli.js (serve, migrate, seed); vitest runs the API tests over real HTTP.
export default defineConfig({
  build: {
    ssr: 'src/cli.ts',
    outDir: 'dist',
    target: 'node24',
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'cli.js' } },
  },
  ssr: { noExternal: [/^@nordshop\//] },
  test: {
    include: ['{src,seed,testing,fuzz,test}/**/*.test.ts'],
    // *.pg.test.ts need a PostgreSQL server (DATABASE_URL); on the embedded database they do not apply.
    exclude: process.env['DATABASE_URL'] ? [] : ['**/*.pg.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The files mostly wait on HTTP, databases and timers: one worker more than the machine has cores
    // keeps it busy (vitest's default, one fewer, is a single worker on two cores).
    maxWorkers: availableParallelism() + 1,
    // A worker imports the code once for all its files (importing it again for each file cost as
    // much CPU as half the tests); each file keeps its own data and servers, and restores any spy.
    isolate: false,
    // One seeded database and API per run (global-setup.ts); test files reach it over HTTP.
    globalSetup: ['testing/global-setup.ts'],
  },
});
