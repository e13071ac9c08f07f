import type { ProductDetail } from '@nordshop/api-contract';

/**
 * The third party's review widget mounts here in production. Without one there is nothing to add:
 * the product's own reviews (their summary and texts) are rendered with the page above it
 * (pages/product-reviews.tsx).
 */
export default function ReviewWidget(_props: { product: ProductDetail }) {
  return null;
}
