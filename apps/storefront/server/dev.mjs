// npm run dev: Vite in middleware mode (HMR) in front of the storefront server app and the API.
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = await createViteServer({ root, server: { middlewareMode: true }, appType: 'custom' });

// The configuration is checked at start, as in production: every bad variable is named at once.
const { loadShopConfig } = await vite.ssrLoadModule('/src/server/shop-config.ts');
let port;
try {
  port = loadShopConfig({ ...process.env, NODE_ENV: 'development' }).PORT;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await vite.close();
  process.exit(1);
}

const html = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
const preamble = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

const listener = getRequestListener(async (request) => {
  const { createDevApp } = await vite.ssrLoadModule('/src/server/dev-app.ts');
  const app = await createDevApp(preamble);
  return app.fetch(request);
});

createServer((req, res) => {
  vite.middlewares(req, res, () => {
    listener(req, res).catch((err) => {
      vite.ssrFixStacktrace(err);
      console.error(err);
      res.statusCode = 500;
      res.end('Internal Server Error');
    });
  });
}).listen(port, () => console.log(`Nordshop dev server on http://localhost:${port}/sv`));
