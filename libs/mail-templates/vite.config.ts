import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A worker imports the library once for all its test files (once per file cost more CPU than
    // the tests); each file sets up its own state and restores fake timers and spies.
    isolate: false,
  },
});
