import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    benchmark: { include: ['src/**/*.bench.ts'] },
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.ts', 'src/**/*.bench.ts', 'src/testing/**'],
      reporter: ['text', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 95 },
    },
  },
});
