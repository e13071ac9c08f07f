import type { LocaleCode } from '@nordshop/locale-config';
import type { storefronts } from '../../src/platform/db/schema';

type DisplaySettingColumns = Required<
  Pick<
    typeof storefronts.$inferInsert,
    | 'recentProductViews'
    | 'itemsBoughtToday'
    | 'stockStatusDates'
    | 'viewThreshold'
    | 'purchaseThreshold'
    | 'hiddenWaitingTimes'
  >
>;

const SOCIAL_PROOF_ON: DisplaySettingColumns = {
  recentProductViews: true,
  itemsBoughtToday: true,
  stockStatusDates: false,
  viewThreshold: 10,
  purchaseThreshold: 3,
  hiddenWaitingTimes: false,
};

/**
 * The display settings each storefront starts with (spec section 3): both social-proof lines on,
 * shown from 10 views in 24 hours and from 3 units sold today; stock shown as words, waiting
 * times shown.
 */
export const DISPLAY_SETTINGS: Readonly<Record<LocaleCode, DisplaySettingColumns>> = {
  sv: SOCIAL_PROOF_ON,
  no: SOCIAL_PROOF_ON,
  da: SOCIAL_PROOF_ON,
  fi: SOCIAL_PROOF_ON,
  nl: SOCIAL_PROOF_ON,
};
