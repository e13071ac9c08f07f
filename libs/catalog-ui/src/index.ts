export { PlainLink } from './lib/link';
export type { LinkComponent, LinkProps } from './lib/link';
export { systemClock } from './lib/clock';
export type { Clock } from './lib/clock';

export { STAR_COUNT, DEFAULT_STAR_SIZE, StarRating, starStates } from './lib/star-rating';
export type { StarRatingProps } from './lib/star-rating';
export { DELIVERY_BUSINESS_DAYS, addBusinessDays, deliveryEstimate } from './lib/delivery-estimate';
export { stockStatusView } from './lib/stock-status-view';
export type { StockStatusView, StockTone, StockPlacement } from './lib/stock-status-view';
export { stockStatusMessage } from './lib/stock-status-message';
export type { TranslatedMessage } from './lib/stock-status-message';
export { formatDateRange } from './lib/format-date-range';
export { StockStatus } from './lib/stock-status';
export type { StockStatusProps } from './lib/stock-status';

export {
  activeTiers,
  unitPrice,
  priceView,
  cardPriceView,
  tierPriceRows,
  formatPrice,
  formatPercentOff,
} from './lib/price-view';
export type { PricedItem, PriceView, TierPriceRow } from './lib/price-view';
export { Price } from './lib/price';
export type { PriceProps } from './lib/price';
export { TierPriceTable } from './lib/tier-price-table';
export type { TierPriceTableProps } from './lib/tier-price-table';

export { addFromListingAction } from './lib/add-from-listing-action';
export type { AddFromListingAction, ListingProduct } from './lib/add-from-listing-action';
export { ProductCard } from './lib/product-card';
export type { ProductCardProps } from './lib/product-card';
export { PRODUCT_GRID_ID, EAGER_CARD_COUNT, ProductGrid } from './lib/product-grid';
export type { ProductGridProps } from './lib/product-grid';

export { Breadcrumbs } from './lib/breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './lib/breadcrumbs';
export { serializeJsonLd, absoluteUrl } from './lib/json-ld';
export type { JsonLd } from './lib/json-ld';
export { JsonLdScript } from './lib/json-ld-script';
export type { JsonLdScriptProps } from './lib/json-ld-script';
export { breadcrumbJsonLd } from './lib/breadcrumb-json-ld';
export { productJsonLd, schemaAvailability } from './lib/product-json-ld';

export { isDealActive, countdownParts, nextDealTick } from './lib/deal-rules';
export type { CountdownParts, DealWindow } from './lib/deal-rules';
export { useDealNow } from './lib/use-deal-now';
export { DealBanner } from './lib/deal-banner';
export type { DealBannerProps } from './lib/deal-banner';

export {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  MOBILE_SEARCH_BREAKPOINT,
  NO_RESULTS_AFTER_LENGTH,
  normalizeSearchInput,
  searchMode,
  shouldShowNoResults,
  searchCountLabel,
} from './lib/search-rules';
export type { SearchMode } from './lib/search-rules';
export { keepUnitsTogether } from './lib/non-breaking-units';
export { searchOptionGroups } from './lib/search-options';
export type { SearchData, SearchOption, SearchOptionGroup } from './lib/search-options';
export { listMoveOfKey, moveIndex } from './lib/list-navigation';
export type { ListMove } from './lib/list-navigation';
export { useDebouncedValue } from './lib/use-debounced-value';
export { searchQueries, searchQueryKeys } from './lib/use-search-data';
export type { SearchResults, SearchSources } from './lib/use-search-data';
export { SearchBox } from './lib/search-box';
export type { SearchBoxProps } from './lib/search-box';

export {
  mainMenuCategories,
  menuChildren,
  categoryRowCategories,
  categoryTrail,
} from './lib/menu-categories';
export { MENU_QUICK_LINKS, MegaMenu } from './lib/mega-menu';
export type { MegaMenuProps, MenuQuickLink } from './lib/mega-menu';
export {
  groupPhoneModels,
  packPhoneModelGroups,
  unpackPhoneModelGroups,
} from './lib/phone-model-groups';
export type { PhoneModelChoice, PhoneModelGroup } from './lib/phone-model-groups';
export { PhoneModelFilter } from './lib/phone-model-filter';
export type { PhoneModelFilterProps } from './lib/phone-model-filter';
export { CATEGORY_ROW_SCROLL_PX, categoryRowScrollDelta, CategoryRow } from './lib/category-row';
export type { CategoryRowProps } from './lib/category-row';
export { HEADER_SCROLLED_AFTER_PX, isHeaderScrolled } from './lib/header-scrolled';
export { MOBILE_MENU_BRANDS } from './lib/mobile-menu-brands';
export type { MobileMenuBrand } from './lib/mobile-menu-brands';
export { FOCUSABLE_SELECTOR, focusTrapTarget } from './lib/focus-trap';
export { useFocusTrap } from './lib/use-focus-trap';
export type { FocusTrapOptions } from './lib/use-focus-trap';
export { MobileMenu } from './lib/mobile-menu';
export type { MobileMenuAccount, MobileMenuProps } from './lib/mobile-menu';
export { VatToggle } from './lib/vat-toggle';
export type { VatToggleProps } from './lib/vat-toggle';

export { STORE_MESSAGE_MIN_LENGTH, isStoreMessageShown } from './lib/store-message-rule';
export { StoreMessage } from './lib/store-message';
export type { StoreMessageProps } from './lib/store-message';
export { WidgetHtml } from './lib/widget-html';
export type { WidgetHtmlProps } from './lib/widget-html';
export {
  FOOTER_COLLAPSED_MEDIA,
  FOOTER_COLLAPSE_MAX_WIDTH,
  isFooterCollapsed,
} from './lib/footer-collapse';
export { footerColumnsOf } from './lib/footer-columns-of';
export type { FooterColumn } from './lib/footer-columns-of';
export { FooterColumns } from './lib/footer-columns';
export type { FooterColumnsProps } from './lib/footer-columns';
export { BADGE_NAMES, badgeAltText, badgeSrc } from './lib/badge-names';
export { BadgeList, FooterBadges, PaymentBadgeList } from './lib/badge-list';
export type {
  BadgeKind,
  BadgeListProps,
  FooterBadgesProps,
  PaymentBadgeListProps,
} from './lib/badge-list';
export { paymentBadges } from './lib/payment-badges';
export type { PaymentBadge } from './lib/payment-badges';

export { HERO_AUTOPLAY_MS, HeroSlider, isDarkBackground, wrapSlide } from './lib/hero-slider';
export type { HeroSlide, HeroSliderProps } from './lib/hero-slider';
export {
  RECENTLY_VIEWED_FIELD,
  RECENTLY_VIEWED_MAX,
  readRecentlyViewed,
  recentlyViewedPatch,
  rememberViewed,
} from './lib/recently-viewed';
export type { RecentlyViewedProduct } from './lib/recently-viewed';
export { RecentlyViewedList } from './lib/recently-viewed-list';
export type { RecentlyViewedListProps } from './lib/recently-viewed-list';
export { SocialProof, socialProofLines } from './lib/social-proof';
export type {
  SocialProofLine,
  SocialProofProps,
  SocialProofSettings,
  SocialProofStats,
} from './lib/social-proof';
export { useStrings } from './lib/use-strings';
export type { Strings } from './lib/use-strings';
