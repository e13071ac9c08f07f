import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Pure rules and server rendering run in Node; UI tests opt into jsdom per file.
    environment: 'node',
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
