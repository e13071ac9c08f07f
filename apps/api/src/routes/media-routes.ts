import { Hono } from 'hono';
import { heroSvg, isHeroImageKey } from '../media/hero-svg';
import { parsePicturePath } from '../media/product-picture';
import { categorySvg, placeholderSvg, productPictureSvg, productSvg } from '../media/product-svg';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
};

/**
 * Generated images: product pictures by type and colour
 * (/media/products/{family}/{style}-{layout}/{colour}/{view}-{size}.svg, media/product-picture.ts),
 * those of catalogs seeded before them (/media/products/{sku}/{sort}-{size}.svg),
 * /media/categories/{key}.svg, /media/hero/{key}.svg (hero slides) and /media/placeholder.svg.
 */
export const mediaRoutes = new Hono()
  .get('/media/products/:family/:type/:colour/:file', (c) => {
    const parsed = parsePicturePath(
      c.req.param('family'),
      c.req.param('type'),
      c.req.param('colour'),
      c.req.param('file'),
    );
    if (!parsed) return c.text('Not found', 404);
    return c.body(productPictureSvg(parsed.picture, parsed.view, parsed.size), 200, SVG_HEADERS);
  })
  .get('/media/products/:sku/:file', (c) => {
    const sku = c.req.param('sku');
    const match = /^(\d{1,2})-(\d{2,4})\.svg$/.exec(c.req.param('file'));
    if (!/^[A-Z0-9-]{3,64}$/.test(sku) || !match) return c.text('Not found', 404);
    const size = Math.min(2000, Math.max(32, Number(match[2])));
    return c.body(productSvg(sku, Number(match[1]), size), 200, SVG_HEADERS);
  })
  .get('/media/categories/:file', (c) => {
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(c.req.param('file'));
    if (!match) return c.text('Not found', 404);
    return c.body(categorySvg(match[1]!, 400), 200, SVG_HEADERS);
  })
  .get('/media/hero/:file', (c) => {
    const key = /^([a-z0-9-]{1,80})\.svg$/.exec(c.req.param('file'))?.[1];
    if (key === undefined || !isHeroImageKey(key)) return c.text('Not found', 404);
    return c.body(heroSvg(key), 200, SVG_HEADERS);
  })
  .get('/media/placeholder.svg', (c) => c.body(placeholderSvg(), 200, SVG_HEADERS));
