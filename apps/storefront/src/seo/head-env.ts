import type { LocaleCode } from '@nordshop/locale-config';
import type { PublicSite } from './public-url';
import type { Strings } from './seo-text';

/** What every page's head is built from: the storefront, its strings and where it is served. */
export interface HeadEnv {
  readonly locale: LocaleCode;
  /** The storefront's name, e.g. 'Nordshop Sverige'. */
  readonly siteName: string;
  readonly strings: Strings;
  readonly site: PublicSite;
}
