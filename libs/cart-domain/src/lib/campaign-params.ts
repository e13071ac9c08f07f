// Plain constants without schemas: the browser's first page reads them without loading zod.

/** The query parameters that carry campaign data (spec section 2). */
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'gclid',
] as const;

/** One of {@link CAMPAIGN_PARAMS}. */
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];
