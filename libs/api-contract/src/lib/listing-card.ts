// Types only: this module runs in the browser's first load, which holds no schemas (no zod).
import type { ListingCard, ListingCardVariation, ProductCard } from './product';

/** The variations of a card with one entry per different price and VAT rate, the first of each. */
function distinctPrices(variations: readonly ListingCardVariation[]): ListingCardVariation[] {
  const seen = new Set<string>();
  return variations
    .filter(({ prices, vat }) => {
      const key = JSON.stringify([prices, vat]);
      return !seen.has(key) && Boolean(seen.add(key));
    })
    .map(({ prices, vat }) => ({ prices, vat }));
}

/**
 * The {@link ListingCard} of an API product card: only what a listing reads (no page path, no main
 * SKU, each different variation price once), so that a page's data holds no more than its cards
 * render. Does not change its input.
 */
export function listingCard({
  url_fragment: _path,
  main_sku: _mainSku,
  variations,
  ...card
}: ProductCard): ListingCard {
  return { ...card, variations: distinctPrices(variations) };
}
