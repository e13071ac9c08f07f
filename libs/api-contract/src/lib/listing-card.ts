import * as z from 'zod';
import { ProductCardSchema, VariationSchema, type ProductCard } from './product';

/** What a listing card reads of a variation: its prices and VAT rate. */
export const ListingCardVariationSchema = VariationSchema.pick({ prices: true, vat: true });
export type ListingCardVariation = z.infer<typeof ListingCardVariationSchema>;

/**
 * A product card as a listing, the search results and the home page hold it: the fields the card
 * renders (picture, prefix and name, price, stock, rating, badges, link), the ones adding it to
 * the cart reads (cart-domain `CartItemSource`) and its variations as the card prices them. Every
 * {@link ProductCard} is one; {@link listingCard} cuts a card down to it.
 */
export const ListingCardSchema = ProductCardSchema.pick({
  id: true,
  sku: true,
  slug: true,
  name: true,
  prefix: true,
  thumb: true,
  type: true,
  group_id: true,
  discount_category: true,
  stock_status: true,
  estimated_at: true,
  is_new: true,
  vat: true,
  prices: true,
  score: true,
}).extend({
  /**
   * The variations' prices and VAT rates: empty when the product has none, else one entry for each
   * different price, in the variations' order (the card's price is the first one's, or "from" the
   * lowest when they differ; with variations its buy control opens the product page).
   */
  variations: z.array(ListingCardVariationSchema),
});
export type ListingCard = z.infer<typeof ListingCardSchema>;

/** The variations of a card with one entry per different price and VAT rate, the first of each. */
function distinctPrices(variations: readonly ListingCardVariation[]): ListingCardVariation[] {
  const seen = new Set<string>();
  const kept: ListingCardVariation[] = [];
  for (const { prices, vat } of variations) {
    const key = JSON.stringify([prices, vat]);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({ prices, vat });
  }
  return kept;
}

/**
 * The {@link ListingCard} of an API product card: only what a listing reads, so that a page's
 * data holds no more than its cards render. Does not change its input.
 */
export function listingCard(card: ProductCard): ListingCard {
  return {
    id: card.id,
    sku: card.sku,
    slug: card.slug,
    name: card.name,
    prefix: card.prefix,
    thumb: card.thumb,
    type: card.type,
    group_id: card.group_id,
    discount_category: card.discount_category,
    stock_status: card.stock_status,
    estimated_at: card.estimated_at,
    is_new: card.is_new,
    vat: card.vat,
    prices: card.prices,
    score: card.score,
    variations: distinctPrices(card.variations),
  };
}
