import {
  CART_MAX_QUANTITY,
  ProductCardSchema,
  VariationSchema,
  deferred,
} from '@nordshop/api-contract';
import * as z from 'zod';

/** A product as a pending add keeps it: the fields of cart-domain's `CartItemSource`. */
export const PendingProductSchema = deferred(() =>
  ProductCardSchema.pick({
    id: true,
    sku: true,
    slug: true,
    name: true,
    thumb: true,
    type: true,
    group_id: true,
    discount_category: true,
    stock_status: true,
    estimated_at: true,
    vat: true,
    prices: true,
  }).extend({ categories: z.array(z.number().int()).optional() }),
);
/** See {@link PendingProductSchema}. */
export type PendingProduct = z.infer<typeof PendingProductSchema>;

/**
 * An add to the cart that the shopper has seen (the header's count, the early drawer) and that the
 * cart machine does not hold yet, as kept in the td02 value (pending-adds.ts): an id of its own,
 * the product (and the variation chosen), and the units added, a whole number 1..5000. The
 * machine re-prices it like any add; the server prices it again at the sync.
 */
export const PendingAddSchema = deferred(() =>
  z.object({
    id: z.string().min(1).max(64),
    product: PendingProductSchema,
    variation: VariationSchema.optional(),
    quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
  }),
);
/** See {@link PendingAddSchema}. */
export type PendingAdd = z.infer<typeof PendingAddSchema>;
