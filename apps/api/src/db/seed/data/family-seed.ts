import type { L } from './localized';

/** A product family: what a generated product is, in five languages, and how it is priced. */
export interface FamilySeed {
  readonly key: string;
  /** Three letters in the SKU (NS-WAL-10001); the image route draws the family from it. */
  readonly code: string;
  /** Leaf type categories the products are listed in. */
  readonly categoryKeys: readonly string[];
  /** Made for one phone model (cases, glass, spare parts) or for any phone. */
  readonly modelSpecific: boolean;
  /** Only for models of these device brands (slugs); all when absent. */
  readonly deviceBrands?: readonly string[];
  /** Normal price range in Swedish kronor incl. VAT; other currencies are derived. */
  readonly priceSek: readonly [number, number];
  readonly name: L;
  /** Phrases after the name: material, feature or size. */
  readonly styles: readonly L[];
  readonly variation?: 'color' | 'capacity';
  /** Accessory brand slugs that make this family. */
  readonly brands: readonly string[];
  /** Tag keys the products may carry. */
  readonly tags: readonly string[];
  /** Share of products with quantity tiers. */
  readonly tierChance: number;
  /** Relative frequency among generated products. */
  readonly weight: number;
  /** Product type enum: Standard 1, SET 3, GiftCard 4. */
  readonly type?: 1 | 3 | 4;
}
