import type { ProductCard, SearchCategory, SearchHint } from '@nordshop/api-contract';
import type { SearchMode } from './search-rules';

/** One choice of the search popup. */
export type SearchOption =
  | { readonly kind: 'product'; readonly product: ProductCard }
  | { readonly kind: 'hint'; readonly hint: SearchHint }
  | { readonly kind: 'category'; readonly category: SearchCategory }
  | { readonly kind: 'all'; readonly total: number };

/** A labelled group of options; `labelKey` is a translation key. */
export interface SearchOptionGroup {
  readonly id: 'popular' | 'hints' | 'categories' | 'products';
  readonly labelKey: string;
  readonly options: readonly SearchOption[];
}

/** What the popup has to show. */
export interface SearchData {
  readonly mode: SearchMode;
  readonly popular: readonly ProductCard[];
  readonly products: readonly ProductCard[];
  /** Total hits of the search (x-be-records); more than the products shown adds a 'show all' option. */
  readonly total: number;
  readonly hints: readonly SearchHint[];
  readonly categories: readonly SearchCategory[];
}

/**
 * The option groups of the search popup (spec section 4): popular products below the minimum
 * length; else hints, categories and products, plus 'show all N results' when the search found
 * more than it shows. Empty groups are left out.
 */
export function searchOptionGroups(data: SearchData): SearchOptionGroup[] {
  if (data.mode === 'popular') {
    return data.popular.length > 0
      ? [
          {
            id: 'popular',
            labelKey: 'general.popular_products',
            options: data.popular.map((product) => ({ kind: 'product', product })),
          },
        ]
      : [];
  }
  const products: SearchOption[] = data.products.map((product) => ({ kind: 'product', product }));
  if (data.total > data.products.length) products.push({ kind: 'all', total: data.total });
  const groups: SearchOptionGroup[] = [
    {
      id: 'hints',
      labelKey: 'general.search_hints',
      options: data.hints.map((hint) => ({ kind: 'hint', hint })),
    },
    {
      id: 'categories',
      labelKey: 'general.categories',
      options: data.categories.map((category) => ({ kind: 'category', category })),
    },
    { id: 'products', labelKey: 'general.search_results_for', options: products },
  ];
  return groups.filter((group) => group.options.length > 0);
}
