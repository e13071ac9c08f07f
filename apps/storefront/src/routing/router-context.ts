import type { ApiClient } from '@nordshop/api-contract';
import type { LocaleCode, LocaleDomains } from '@nordshop/locale-config';
import type { QueryClient } from '@tanstack/react-query';
import type { ExperimentSettings } from './experiment-settings';
import type { ServedLayoutData } from '../data/layout-data';
import type { StringScreen, Strings } from '../i18n/screen-strings';
import type { ServerParts } from './stored-parts';

/** What every route can use. */
export interface RouterContext {
  /**
   * The page's query cache: route loaders fill it (`ensureQueryData`), components read it
   * (`useSuspenseQuery`), and the server's is dehydrated into the page (router.tsx).
   */
  readonly queryClient: QueryClient;
  /** An API client bound to a storefront. */
  apiFor(locale: LocaleCode): ApiClient;
  /** Host of the current URL (request Host header on the server, window.location.host in the browser). */
  readonly host: string;
  /** Origin of the current URL (e.g. https://shop.example.se), for absolute URLs in JSON-LD and canonical links. */
  readonly origin: string;
  /** Protocol of the current URL ('https:' in production), used for links to other storefront domains. */
  readonly protocol: string;
  /** Storefront domains from LOCALE_DOMAINS. */
  readonly localeDomains: LocaleDomains;
  /** External providers and active domains of the experiments. */
  readonly experimentSettings: ExperimentSettings;
  /** The __consent cookie's mask when the page was requested; null: no choice yet (the banner shows). */
  readonly consentMask: number | null;
  /**
   * The price display the vat_display cookie named when the page was requested: true including
   * VAT, false excluding; null when the cookie is absent (the browser alone knows the mode).
   */
  readonly vatDisplay: boolean | null;
  /** The storefront the visitor prefers when the URL names none (domain, cookie, then sv). */
  readonly preferredLocale: LocaleCode;
  /** The chain of slugs of the category whose slug is `slug` ('phones/apple'), or undefined. */
  categoryPathOf(locale: LocaleCode, slug: string): Promise<string | undefined>;
  /** The storefront's layout data (settings, strings, categories, widgets, deal); cached on the server. */
  layoutData(locale: LocaleCode): Promise<ServedLayoutData>;
  /**
   * The strings a screen adds to the layout's (i18n/screen-strings.ts): the server's from its
   * cache, the browser's from the asset the layout data names (none when the layout has them all).
   */
  screenStrings(locale: LocaleCode, screen: StringScreen): Promise<Strings>;
  /** The server's reuse of the layout's page-independent parts in this render (absent in the browser). */
  readonly serverParts?: ServerParts | undefined;
}
