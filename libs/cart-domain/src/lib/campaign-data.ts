import { deferred } from '@nordshop/api-contract';
import * as z from 'zod';

import { CAMPAIGN_PARAMS, type CampaignParam } from './campaign-params';

export { CAMPAIGN_PARAMS, type CampaignParam };

/** The campaign a visit came from: its parameters, the landing URL and the referrer. */
export const CampaignDataSchema = deferred(() =>
  z.object({
    /** The campaign parameters present on the landing URL, each non-empty. */
    params: z.partialRecord(z.enum(CAMPAIGN_PARAMS), z.string().min(1)),
    /** The landing URL (href) that carried the parameters. */
    location: z.string(),
    /** The page that linked to it (`document.referrer`), null when empty. */
    referrer: z.string().nullable(),
  }),
);
/** See {@link CampaignDataSchema}. */
export type CampaignData = z.infer<typeof CampaignDataSchema>;

/**
 * The cart's campaign data after a page view (spec section 7, cart/addCampaignData). When
 * `location` carries at least one campaign parameter, the visit's campaign replaces the stored one
 * (the last campaign wins); otherwise, or when `location` is not a URL, `current` is returned.
 *
 * @param location - the page's full URL (href).
 * @param referrer - the referring page's URL, or '' when there is none.
 */
export function addCampaignData(
  current: CampaignData | null,
  location: string,
  referrer: string,
): CampaignData | null {
  if (!URL.canParse(location)) return current;
  const search = new URL(location).searchParams;
  const params: Partial<Record<CampaignParam, string>> = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = search.get(name)?.trim();
    if (value) params[name] = value;
  }
  if (Object.keys(params).length === 0) return current;
  return { params, location, referrer: referrer === '' ? null : referrer };
}
