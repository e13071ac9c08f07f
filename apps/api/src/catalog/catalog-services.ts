import type { LocaleCode } from '@nordshop/locale-config';
import type { CachedJsonServices } from '../platform/cache/cached-json';
import type { ApiEnv } from '../platform/http/api-env';
import type { CategoryTree } from './category-tree';
import type { ActiveDeal } from './current-deal';

/** What the catalog asks of the app's shared services: the clock, the cached tree and deal, the answer cache. */
export interface CatalogServices extends CachedJsonServices {
  readonly now: () => Date;
  /** The category tree of a locale (cached until the database announces a change). */
  categoryTree(locale: LocaleCode): Promise<CategoryTree>;
  /** The deal running now (cached; `fresh` reads the database). */
  activeDeal(options?: { fresh?: boolean }): Promise<ActiveDeal | null>;
}

/** The context of the catalog's handlers. */
export type CatalogEnv = ApiEnv<CatalogServices>;
