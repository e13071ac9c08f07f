import * as z from 'zod';
import { deferred } from './deferred-schema';

/**
 * Social proof of a product page: how many times it was viewed in the last 24 hours and how many
 * units of it (all variations) the storefront sold today, counted from local midnight in the
 * storefront's time zone. Whether and from which counts on to show them is in the storefront's
 * display settings (view_threshold, purchase_threshold).
 */
export const SocialProofSchema = deferred(() =>
  z.object({
    recent_views: z.number().int().nonnegative(),
    bought_today: z.number().int().nonnegative(),
  }),
);
export type SocialProof = z.infer<typeof SocialProofSchema>;

const PRODUCT_ID_ERROR = 'must be a product id, a whole number from 1';

/** POST /api/product-views body: the product (main product or variation id) a shopper opened. */
export const ProductViewRequestSchema = deferred(() =>
  z.object({
    product_id: z
      .number({ error: PRODUCT_ID_ERROR })
      .int({ error: PRODUCT_ID_ERROR })
      .min(1, { error: PRODUCT_ID_ERROR })
      .max(2_147_483_647, { error: PRODUCT_ID_ERROR }),
  }),
);
export type ProductViewRequest = z.infer<typeof ProductViewRequestSchema>;

/** POST /api/product-views answer: 204 without a body. */
export const ProductViewResponseSchema = deferred(() => z.undefined());
