import type { Alternates } from '@nordshop/api-contract';
import { LOCALE_SWITCHER_LOCALES, type LocaleCode } from '@nordshop/locale-config';
import type { InternalRoute } from '../routing/internal-path';
import { publicHref, type LocaleRewriteOptions } from '../routing/locale-rewrite';

/**
 * The storefronts the switcher lists on a storefront: those it offers (spec section 1: nl is not
 * offered), and the storefront itself where it is not one of them, so that the Dutch storefront's
 * switcher marks the store the shopper is in.
 */
export function switcherLocales(current: LocaleCode): readonly LocaleCode[] {
  return LOCALE_SWITCHER_LOCALES.includes(current)
    ? LOCALE_SWITCHER_LOCALES
    : [...LOCALE_SWITCHER_LOCALES, current];
}

/** Where a storefront's switcher link goes, and whether that is the same page there. */
export interface SwitcherTarget {
  readonly path: string;
  readonly samePage: boolean;
}

/**
 * A storefront's link for the page on screen: the same screen there (entity slugs are kept; the
 * storefront redirects to its own), a CMS page's translation there (`alternates`, answered with
 * the page), else (no such page there, a page that is not found) the storefront's home page.
 */
export function switcherTarget(
  route: InternalRoute | undefined,
  code: LocaleCode,
  options: LocaleRewriteOptions,
  cmsAlternates: Alternates | undefined,
): SwitcherTarget {
  const home = { path: publicHref('index', {}, code, options), samePage: false };
  if (!route) return home;
  if (route.name === 'cms') {
    const path = cmsAlternates?.[code];
    return path
      ? { path: publicHref('cms', { _splat: path.slice(1) }, code, options), samePage: true }
      : home;
  }
  try {
    return { path: publicHref(route.name, route.params as never, code, options), samePage: true };
  } catch {
    // The page's address is another screen's in that storefront.
    return home;
  }
}
