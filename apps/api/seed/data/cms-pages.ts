import type { LocaleCode } from '@nordshop/locale-config';
import { DA_PAGES } from './cms-pages/da';
import { FI_PAGES } from './cms-pages/fi';
import { NL_PAGES } from './cms-pages/nl';
import { NO_PAGES } from './cms-pages/no';
import { SV_PAGES } from './cms-pages/sv';

export { CMS_PAGE_KEYS, type CmsPageKey, type CmsPageSeed } from './cms-pages/cms-page-seed';
import type { CmsPageSeed } from './cms-pages/cms-page-seed';

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
