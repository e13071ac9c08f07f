import type { LocaleCode } from '@nordshop/locale-config';
import { DA_PAGES } from './cms-pages/da';
import { FI_PAGES } from './cms-pages/fi';
import { NL_PAGES } from './cms-pages/nl';
import { NO_PAGES } from './cms-pages/no';
import { SV_PAGES } from './cms-pages/sv';

/**
 * The pages every storefront has, in its own words and slug: each storefront's page of a key is
 * a translation of the others' (cms_pages.translation_key, docs/decisions/033).
 */
export const CMS_PAGE_KEYS = [
  'customer-service',
  'about',
  'privacy',
  'terms',
  'shipping',
  'returns',
  'account-help',
] as const;
export type CmsPageKey = (typeof CMS_PAGE_KEYS)[number];

/**
 * A CMS page: its translation key, slug, title and HTML body. The body may hold the placeholders
 * the API fills in when serving it: `{{free_shipping_from}}`, `{{standard_vat_rate}}` and
 * `{{shipping_prices}}` (apps/api/src/content/fill-page-text.ts).
 */
export interface CmsPageSeed {
  readonly key: CmsPageKey;
  readonly slug: string;
  readonly title: string;
  readonly content: string;
}

/**
 * The CMS pages per locale: customer service (with the company's details), about, privacy policy,
 * terms, shipping (with the shop's shipping prices), returns, and account and login help.
 */
export const CMS_PAGES: Readonly<Record<LocaleCode, readonly CmsPageSeed[]>> = {
  sv: SV_PAGES,
  no: NO_PAGES,
  da: DA_PAGES,
  fi: FI_PAGES,
  nl: NL_PAGES,
};
