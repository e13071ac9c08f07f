import type { L } from './localized';

/**
 * A type of product within a family: what tells it apart in its name (material, feature or
 * power), its price and the variations it comes in. Every product of one type costs the same.
 */
export interface StyleSeed {
  /** Words after the family's name, e.g. "i äkta läder"; empty for a family of one type. */
  readonly name: L;
  /** Normal price in Swedish kronor incl. VAT; other currencies are derived. */
  readonly priceSek: number;
  /**
   * The values of the family's variation attribute this type comes in (codes of
   * variation-values.ts, in the order shown); absent or empty: no variations.
   */
  readonly values?: readonly string[];
  /** The colour its pictures show when it comes in no colours (else the family's). */
  readonly color?: string;
  /** Tag keys its products carry besides the family's. */
  readonly tags?: readonly string[];
}

/** A product family: what a generated product is, in five languages, and how it is priced. */
export interface FamilySeed {
  readonly key: string;
  /** Three letters in the SKU (NS-WAL-10001). */
  readonly code: string;
  /** Leaf type categories the products are listed in. */
  readonly categoryKeys: readonly string[];
  /** Made for one phone model (cases, glass, spare parts) or for any phone. */
  readonly modelSpecific: boolean;
  /** Only for models of these device brands (slugs); all when absent. */
  readonly deviceBrands?: readonly string[];
  /** Only for models released in this month (YYYY-MM) or later; all when absent. */
  readonly releasedFrom?: string;
  /**
   * How many of the types (the first ones) a model of a smaller device brand gets; Apple, Samsung
   * and Google Pixel models get every type. All when absent.
   */
  readonly typesForSmallerBrands?: number;
  readonly name: L;
  /** The types of the family, each one product per phone model (or one product). */
  readonly styles: readonly StyleSeed[];
  /** The attribute the types' `values` belong to. */
  readonly variation?: 'color' | 'capacity' | 'length';
  /** The colour the pictures show when a product comes in no colours (a colour code). */
  readonly color: string;
  /** Accessory brand slugs that make this family: a type is made by one of them, in turn. */
  readonly brands: readonly string[];
  /** Tag keys every product of the family carries (bestsellers are chosen by popularity). */
  readonly tags: readonly string[];
  /** Share of the family's types sold with quantity tiers. */
  readonly tierChance: number;
  /** How much the family sells, relative to the others (it scales the products' popularity). */
  readonly weight: number;
  /** Product type enum: Standard 1, SET 3, GiftCard 4. */
  readonly type?: 1 | 3 | 4;
}
