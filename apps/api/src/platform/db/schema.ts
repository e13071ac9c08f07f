// The database schema: one file per area under ./schema, gathered here for Drizzle and drizzle-kit.
export { storefronts } from './schema/storefronts';
export {
  categories,
  categoryTexts,
  brands,
  products,
  productTexts,
  productPrices,
  productCategories,
  productImages,
  tags,
  tagTexts,
  productTags,
  productUpsells,
} from './schema/catalog';
export { productModelTexts, searchTriggers, searchWords } from './schema/search';
export type {
  LocalizedText,
  StoredTier,
  StoredPrices,
  StoredVariationAttribute,
} from './schema/catalog';
export {
  coupons,
  customers,
  orders,
  orderSettings,
  idempotencyKeys,
  orderLines,
  returns,
  subscriptions,
  deals,
} from './schema/commerce';
export type { AmountPerCurrency, StoredServicePoint } from './schema/commerce';
export { payments, paymentEvents, paymentNotifications } from './schema/payments';
export type { HostedPaymentLine } from './schema/payments';
export {
  widgets,
  strings,
  cmsPages,
  errorReports,
  appSettings,
  heroSlides,
  heroSlideTexts,
} from './schema/content';
export { productViews } from './schema/activity';
export { productReviews } from './schema/reviews';
export type { StoredReviewText } from './schema/reviews';
export { rateLimits, authSessions } from './schema/security';
export { newsletterSubscribers, calendarDoors } from './schema/marketing';
export { mailOutbox, loginLinks } from './schema/mail';
export { staffApiKeys, staffAudit } from './schema/staff';
export { webhookEvents, webhookDeliveries } from './schema/webhooks';
