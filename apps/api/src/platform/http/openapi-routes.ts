import { buildOpenApiDocument } from '@nordshop/api-contract';
import { Hono } from 'hono';

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/** GET /api/openapi.json: the OpenAPI 3.0 document generated from the zod schemas (no locale or sid needed). */
export const openApiRoutes = new Hono().get('/api/openapi.json', (c) => {
  document ??= buildOpenApiDocument();
  c.header('cache-control', 'public, max-age=3600');
  return c.json(document);
});
