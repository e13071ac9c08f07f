import { TD02_FIELDS, isJsonObject, type Td02, type Td02Patch } from '@nordshop/browser-state';
import { isValidDiscountCode } from '@nordshop/locale-config';
import { CAMPAIGN_PARAMS, type CampaignParam } from '@nordshop/cart-domain';
import type { GlobalSearch } from './global-search';

/** What a landing URL hands to the shop for the rest of the visit. */
export interface SessionIntake {
  /** A valid discount code from `disc`. */
  readonly discount?: { readonly code: string };
  /** Campaign data from utm_* and gclid, for the cart's campaign data. */
  readonly campaign?: Readonly<Partial<Record<CampaignParam, string>>>;
  /** The raw `atc` list, for the cart to load. */
  readonly atc?: string;
  /** Experiment overrides from the query (spec section 2). */
  readonly experiment?: Readonly<Record<string, string>>;
}

const EXPERIMENT_KEYS = [
  'shipping_processor',
  'search_provider',
  'recommendation_provider',
  'stock_dates',
] as const;

/** What a page's query parameters add to the visit; parameters that are absent or invalid add nothing. */
export function sessionIntake(search: GlobalSearch): SessionIntake {
  const campaign = Object.fromEntries(
    CAMPAIGN_PARAMS.flatMap((key) => (search[key] ? [[key, search[key]]] : [])),
  );
  const experiment = Object.fromEntries(
    EXPERIMENT_KEYS.flatMap((key) => (search[key] ? [[key, search[key]]] : [])),
  );
  return {
    ...(search.disc && isValidDiscountCode(search.disc) ? { discount: { code: search.disc } } : {}),
    ...(Object.keys(campaign).length > 0 ? { campaign } : {}),
    ...(search.atc ? { atc: search.atc } : {}),
    ...(Object.keys(experiment).length > 0 ? { experiment } : {}),
  };
}

/**
 * The td02 patch of the tab's session storage value `stored` for an intake (pass it to
 * `patchTd02`): new values replace old ones, experiment overrides merge with the stored ones.
 */
export function intakePatch(stored: Td02, intake: SessionIntake): Td02Patch {
  const experiment = stored[TD02_FIELDS.experiment];
  return {
    ...intake,
    ...(intake.experiment
      ? { experiment: { ...(isJsonObject(experiment) ? experiment : {}), ...intake.experiment } }
      : {}),
  };
}
