import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Pure rules and server rendering run in Node; UI tests opt into jsdom per file.
    environment: 'node',
    // A worker imports the library once for all its test files (once per file cost more CPU than
    // the tests); each file sets up its own state and restores fake timers and spies.
    isolate: false,
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
