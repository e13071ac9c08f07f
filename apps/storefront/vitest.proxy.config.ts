import { defineConfig } from 'vitest/config';

// `npm run test:proxy`: the production build behind nginx over PostgreSQL (src/**/*.prod.test.ts).
// Run it after `npx nx run storefront:build`, under scripts/with-postgres.sh (it sets DATABASE_URL).
export default defineConfig({
  test: {
    include: ['src/**/*.prod.test.ts'],
    // One file at a time: each starts production servers that want both cores.
    fileParallelism: false,
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
