// Types only: this module runs in the browser's first load, which holds no schemas (no zod).
import type { ImageRef, ListingCard, ListingCardVariation, PriceTier, Prices } from './product';

/** The keys of a listing card, in the order of its packed row. */
const CARD_KEYS = [
  'id',
  'sku',
  'slug',
  'name',
  'prefix',
  'thumb',
  'type',
  'group_id',
  'discount_category',
  'stock_status',
  'estimated_at',
  'is_new',
  'vat',
  'prices',
  'score',
  'variations',
] as const satisfies readonly (keyof ListingCard)[];

/** Where a thumbnail's address names its product's SKU, this stands for the SKU. */
const SKU_MARK = '{sku}';

type PackedTiers = number[];
type PackedPrices = [PackedTiers] | [PackedTiers, PackedTiers];
/** A thumbnail: 0 when it follows the previous card's address pattern and size. */
type PackedThumb = 0 | [template: string, width: number, height: number];
/** A variation: its prices (0 when they are the card's) and its VAT rate. */
type PackedVariation = [prices: PackedPrices | 0, vat: number];
type PackedCard = [
  id: number,
  sku: string,
  slug: string,
  name: string,
  prefix: string,
  thumb: PackedThumb,
  type: ListingCard['type'],
  groupId: number,
  discountCategory: number,
  stockStatus: string,
  estimatedAt: string | null,
  isNew: 0 | 1,
  vat: number,
  prices: PackedPrices,
  score: number,
  variations: PackedVariation[],
];

const TIER_FIELDS = 4;

function packTiers(tiers: readonly PriceTier[]): PackedTiers {
  return tiers.flatMap(({ p, q, o, d }) => [p, q, o, d]);
}

function unpackTiers(packed: PackedTiers): PriceTier[] {
  const tiers: PriceTier[] = [];
  for (let at = 0; at + TIER_FIELDS <= packed.length; at += TIER_FIELDS) {
    const [p = 0, q = 0, o = 0, d = 0] = packed.slice(at, at + TIER_FIELDS);
    tiers.push({ p, q, o, d });
  }
  return tiers;
}

function packPrices({ n, c }: Prices): PackedPrices {
  return c.length === 0 ? [packTiers(n)] : [packTiers(n), packTiers(c)];
}

function unpackPrices([n, c = []]: PackedPrices): Prices {
  return { n: unpackTiers(n), c: unpackTiers(c) };
}

const samePrices = (a: PackedPrices, b: PackedPrices) => JSON.stringify(a) === JSON.stringify(b);

/** The thumbnail's address with the SKU marked, or the address itself when marking is not exact. */
function thumbTemplate(url: string, sku: string): string {
  if (sku === '' || !url.includes(sku)) return url;
  const template = url.replace(sku, SKU_MARK);
  return template.includes(sku) ? url : template;
}

const hasExactKeys = (card: object, keys: readonly string[]) => {
  const own = Object.keys(card);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(card, key));
};

/** Whether `prices` holds its two tier lists, each tier its four numbers, and nothing else. */
const exactPrices = (prices: Prices) =>
  hasExactKeys(prices, ['n', 'c']) &&
  [...prices.n, ...prices.c].every((tier) => hasExactKeys(tier, ['p', 'q', 'o', 'd']));

/** Whether `card` holds a listing card's fields and nothing else (with its thumb's, prices' and variations'). */
function packable(card: ListingCard): boolean {
  return (
    hasExactKeys(card, CARD_KEYS) &&
    CARD_KEYS.every((key) => card[key] !== undefined) &&
    hasExactKeys(card.thumb, ['url', 'width', 'height']) &&
    !card.thumb.url.includes(SKU_MARK) &&
    exactPrices(card.prices) &&
    card.variations.every(
      (variation) => hasExactKeys(variation, ['prices', 'vat']) && exactPrices(variation.prices),
    )
  );
}

/**
 * Listing cards as a compact JSON text for a page's data: one row per card with the fields in a
 * fixed order (no key names), price tiers as flat numbers, a thumbnail that follows the previous
 * card's address pattern and size as 0, and a variation's prices as 0 when they are the card's.
 * About a third of the cards' JSON. Undefined when a card holds anything else than a listing
 * card's fields (such a card is kept as it is). {@link unpackListingCards} gives the cards back.
 */
export function packListingCards(cards: readonly ListingCard[]): string | undefined {
  if (!cards.every(packable)) return undefined;
  let previous: [string, number, number] | undefined;
  const rows = cards.map((card): PackedCard => {
    const template = thumbTemplate(card.thumb.url, card.sku);
    const thumb: [string, number, number] = [template, card.thumb.width, card.thumb.height];
    const same = previous !== undefined && thumb.every((part, index) => part === previous?.[index]);
    previous = thumb;
    const prices = packPrices(card.prices);
    return [
      card.id,
      card.sku,
      card.slug,
      card.name,
      card.prefix,
      same ? 0 : thumb,
      card.type,
      card.group_id,
      card.discount_category,
      card.stock_status,
      card.estimated_at,
      card.is_new ? 1 : 0,
      card.vat,
      prices,
      card.score,
      card.variations.map((variation): PackedVariation => {
        const own = packPrices(variation.prices);
        return [samePrices(own, prices) ? 0 : own, variation.vat];
      }),
    ];
  });
  return JSON.stringify(rows);
}

/** The listing cards of {@link packListingCards}' text. */
export function unpackListingCards(packed: string): ListingCard[] {
  const rows = JSON.parse(packed) as PackedCard[];
  let previous: [string, number, number] = ['', 0, 0];
  return rows.map((row) => {
    const [id, sku, slug, name, prefix, packedThumb, type, group_id, discount_category] = row;
    const [stock_status, estimated_at, isNew, vat, packedPrices, score, variations] = row.slice(
      9,
    ) as [string, string | null, 0 | 1, number, PackedPrices, number, PackedVariation[]];
    if (packedThumb !== 0) previous = packedThumb;
    const [template, width, height] = previous;
    const thumb: ImageRef = { url: template.replace(SKU_MARK, sku), width, height };
    const prices = unpackPrices(packedPrices);
    return {
      id,
      sku,
      slug,
      name,
      prefix,
      thumb,
      type,
      group_id,
      discount_category,
      stock_status,
      estimated_at,
      is_new: isNew === 1,
      vat,
      prices,
      score,
      variations: variations.map(([own, variationVat]): ListingCardVariation => ({
        prices: own === 0 ? unpackPrices(packedPrices) : unpackPrices(own),
        vat: variationVat,
      })),
    };
  });
}
