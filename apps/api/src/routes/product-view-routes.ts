import { ProductViewRequestSchema } from '@nordshop/api-contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../api-env';
import { pruneProductViews, recordProductView } from '../catalog/record-product-view';
import { DomainError } from '../errors';
import { clientAddress, clientKey } from '../http/client-key';
import { bodyOf } from '../validate';

/** POST /api/product-views: records a product page view for the social proof; 204. */
export const productViewRoutes = new Hono<ApiEnv>().post('/product-views', async (c) => {
  const { product_id } = await bodyOf(c, ProductViewRequestSchema);
  const services = c.get('services');
  const database = c.get('database');
  const address = clientAddress(c);
  const now = services.now();
  const outcome = await recordProductView(database, {
    productId: product_id,
    clientKey: address === undefined ? null : clientKey(address, c.req.header('user-agent') ?? ''),
    now,
  });
  if (outcome === 'unknown_product') throw new DomainError('not_found', `No product ${product_id}`);
  if (outcome === 'rate_limited') {
    c.header('retry-after', '60');
    throw new DomainError('rate_limited', 'Too many product views; try again in a minute');
  }
  if (outcome === 'recorded' && services.viewPruneDue()) {
    // Now and then, off the request's path: a failure only leaves old rows for the next time.
    pruneProductViews(database, now).catch((err: unknown) =>
      console.error('[api] pruning product views failed', err),
    );
  }
  return c.body(null, 204);
});
