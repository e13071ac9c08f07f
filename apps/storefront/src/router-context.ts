import type { ApiClient } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';

/** What every route can use: an API client bound to a storefront. */
export interface RouterContext {
  apiFor(locale: LocaleCode): ApiClient;
}
