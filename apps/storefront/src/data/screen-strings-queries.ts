import { queryOptions } from '@tanstack/react-query';
import type { LocaleCode } from '@nordshop/locale-config';
import type { StringScreen, Strings } from '../i18n/screen-strings';

/** Keys of a screen's own strings. */
export const screenStringsKeys = {
  of: (locale: LocaleCode, screen: StringScreen) => ['screen-strings', locale, screen] as const,
};

/**
 * The strings a screen adds to the layout's (i18n/screen-strings.ts), loaded by `load` (the
 * server's cache, or the asset the layout data names in the browser). Kept as long as the layout.
 */
export function screenStringsQuery(
  locale: LocaleCode,
  screen: StringScreen,
  load: (locale: LocaleCode, screen: StringScreen) => Promise<Strings>,
) {
  return queryOptions({
    queryKey: screenStringsKeys.of(locale, screen),
    queryFn: () => load(locale, screen),
    staleTime: 10 * 60_000,
    refetchOnWindowFocus: false,
  });
}
