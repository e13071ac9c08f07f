import type { LocaleCode } from '@nordshop/locale-config';

/** Slug of each storefront's customer-service page (a CMS page). */
export const CUSTOMER_SERVICE_SLUG: Readonly<Record<LocaleCode, string>> = {
  sv: 'kundservice',
  no: 'kundeservice',
  da: 'kundeservice',
  fi: 'asiakaspalvelu',
  nl: 'klantenservice',
};
