import { Hono } from 'hono';
import type { Database, PreparedStatement } from '../platform/db/database';
import { heroSvg, isHeroImageKey } from './hero-svg';
import { parsePictureKey, PICTURE_VIEWS } from './product-picture';
import { categorySvg, placeholderSvg, productPictureSvg, productSvg } from './product-svg';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
};

/** What the pictures of the product of a SKU show (products.picture). */
const PICTURE_OF_SKU: PreparedStatement = {
  name: 'media.picture_of_sku',
  text: 'select picture from products where sku = $1',
};

/**
 * Generated images: /media/products/{sku}/{view}-{size}.svg (the product's picture, drawn by its
 * type and colour from its picture key; by the SKU's family code for a product without one),
 * /media/categories/{key}.svg, /media/hero/{key}.svg (hero slides) and /media/placeholder.svg.
 */
export function createMediaRoutes(
  database: Database,
  /** The family drawn for a SKU's code, for products without a picture key (the demo seed's). */
  familyOfCode: ReadonlyMap<string, string> = new Map(),
) {
  return new Hono()
    .get('/media/products/:sku/:file', async (c) => {
      const sku = c.req.param('sku');
      const match = /^(\d{1,2})-(\d{2,4})\.svg$/.exec(c.req.param('file'));
      if (!/^[A-Z0-9-]{3,64}$/.test(sku) || !match) return c.text('Not found', 404);
      const view = Number(match[1]);
      const size = Math.min(2000, Math.max(32, Number(match[2])));
      const [row] = await database.run<{ picture: string | null }>(PICTURE_OF_SKU, [sku]);
      const picture = row?.picture ? parsePictureKey(row.picture) : undefined;
      const svg =
        picture && view < PICTURE_VIEWS
          ? productPictureSvg(picture, view, size)
          : productSvg(sku, view, size, familyOfCode);
      return c.body(svg, 200, SVG_HEADERS);
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
}
