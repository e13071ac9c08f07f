import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Client build: hashed assets and a manifest in dist/client. SSR build (`vite build --ssr`):
// the Node server with the API and the libraries bundled in, in dist/server.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { target: 'node24', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
  ssr: { noExternal: [/^@nordshop\//] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));
