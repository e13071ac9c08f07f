import { operations } from '@nordshop/api-contract';
import { Hono } from 'hono';
import type { CatalogEnv } from './catalog-services';
import { recordProductView } from './record-product-view';
import { DomainError } from '../platform/http/errors';
import { clientKey } from '../platform/http/client-key';
import { route } from '../platform/http/route';

/** POST /api/product-views: records a product page view for the social proof; 204. */
export const productViewRoutes = new Hono<CatalogEnv>();

route(productViewRoutes, operations.recordProductView, async (c, { body: { product_id } }) => {
  const address = c.get('clientAddress');
  const outcome = await recordProductView(c.get('database'), {
    productId: product_id,
    clientKey: address === undefined ? null : clientKey(address),
    now: c.get('services').now(),
  });
  if (outcome === 'unknown_product') throw new DomainError('not_found', `No product ${product_id}`);
  if (outcome === 'rate_limited') {
    c.header('retry-after', '60');
    throw new DomainError('rate_limited', 'Too many product views; try again in a minute');
  }
  return c.body(null, 204);
});
