export { STAR_COUNT, DEFAULT_STAR_SIZE, StarRating, starStates } from './lib/star-rating';
export type { StarRatingProps } from './lib/star-rating';
export { DELIVERY_BUSINESS_DAYS, addBusinessDays, deliveryEstimate } from './lib/delivery-estimate';
export { stockStatusView } from './lib/stock-status-view';
export type { StockStatusView, StockTone, StockPlacement } from './lib/stock-status-view';
