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
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One database per test file; PGlite runs one query at a time, so files run one after another.
    fileParallelism: false,
  },
});
