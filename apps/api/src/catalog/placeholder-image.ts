import type { ImageRef } from '@nordshop/api-contract';

/** The picture shown when a product or category has none (spec section 3). */
export const PLACEHOLDER_IMAGE: ImageRef = {
  url: '/media/placeholder.svg',
  width: 300,
  height: 300,
};
