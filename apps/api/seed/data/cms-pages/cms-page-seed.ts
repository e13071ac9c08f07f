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
