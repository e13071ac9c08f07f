export { TEST_STRINGS_SV } from './test-strings';
export { createTestI18n } from './create-test-i18n';
export { TestProviders, createTestQueryClient, renderToHtml } from './test-providers';
export type { TestProviderOptions } from './test-providers';
export { renderWithProviders } from './render-with-providers';
export {
  aTier,
  aProductCard,
  aProductDetail,
  aCategory,
  aSubcategory,
  aDeal,
  aSearchCategory,
  aSearchHint,
  aPaymentMethod,
} from './catalog-builders';
export { MENU_TREE } from './menu-tree';
