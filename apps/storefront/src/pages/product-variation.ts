import type {
  DetailVariation,
  ImageRef,
  ProductDetail,
  ProductImage,
} from '@nordshop/api-contract';
import { searchParser, textParam, type ParsedSearch } from '../data/search-params';

/**
 * Query parameters of the product page: `variant`, the SKU of the variation shown (a colour's
 * link can be shared; the page renders that variation on the server).
 */
const PRODUCT_PARAMS = {
  variant: textParam({ max: 64, pattern: /^[A-Z0-9-]{1,64}$/, trim: false }),
};
export const ProductSearchSchema = searchParser(PRODUCT_PARAMS);
export type ProductSearch = ParsedSearch<typeof PRODUCT_PARAMS>;

/**
 * The variation the product page shows: the one the `variant` parameter names, else the one the
 * page's slug named (a variation's own slug), else the first; none for a product without them.
 */
export function chosenVariation(
  product: Pick<ProductDetail, 'variations' | 'selected_sku'>,
  variant: string | undefined,
): DetailVariation | undefined {
  const bySku = (sku: string | null | undefined) =>
    sku ? product.variations.find((v) => v.sku === sku) : undefined;
  return bySku(variant) ?? bySku(product.selected_sku) ?? product.variations[0];
}

/** One choice of the variation picker: a variation and how it reads. */
export interface VariationChoice {
  readonly sku: string;
  /** The value of the attribute it stands for (e.g. "Blå", "2 m"), or its name. */
  readonly label: string;
  /** A small picture of it, for colours. */
  readonly swatch?: ImageRef;
}

/**
 * The variation picker of a product: the attribute it chooses (its localized name; none when the
 * product has no attributes), whether it is a colour (choices then show their picture) and one
 * choice per variation, in the product's order.
 */
export function variationChoices(
  product: Pick<ProductDetail, 'variations' | 'variation_attributes'>,
): { legend: string | undefined; colour: boolean; choices: VariationChoice[] } {
  const attribute = product.variation_attributes[0];
  const colour = attribute?.code === 'color';
  return {
    legend: attribute?.name,
    colour,
    choices: product.variations.map((v) => {
      const value = attribute?.values.find((x) => x.code === v.attributes[attribute.code]);
      return {
        sku: v.sku,
        label: value?.name ?? v.name,
        ...(colour ? { swatch: v.thumb } : {}),
      };
    }),
  };
}

/** The pictures the gallery shows: the chosen variation's own, else the product's. */
export function shownImages(
  product: Pick<ProductDetail, 'images'>,
  variation: Pick<DetailVariation, 'images'> | undefined,
): readonly ProductImage[] {
  return variation?.images && variation.images.length > 0 ? variation.images : product.images;
}
