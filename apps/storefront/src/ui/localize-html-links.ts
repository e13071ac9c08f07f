import { isLocaleCode, type LocaleCode } from '@nordshop/locale-config';
import { useRouterContext } from '../routing/hooks';
import { domainLocale } from '../routing/locale-rewrite';

/**
 * Widget and CMS HTML links to the shop's own pages without a locale (href="/kundservice") are
 * given the storefront's prefix, unless the storefront is served on its own domain.
 */
export function localizeHtmlLinks(html: string, locale: LocaleCode, prefix: boolean): string {
  if (!prefix) return html;
  return html.replace(/href="\/(?!\/)([^"]*)"/g, (whole, path: string) => {
    const first = path.split(/[/?#]/, 1)[0];
    return isLocaleCode(first) ? whole : `href="/${locale}${path ? `/${path}` : ''}"`;
  });
}

/** {@link localizeHtmlLinks} for this page: prefixed unless the storefront has its own domain here. */
export function useLocalizeHtml(locale: LocaleCode): (html: string) => string {
  const { host, localeDomains } = useRouterContext();
  const prefix = domainLocale(host, localeDomains) !== locale;
  return (html) => localizeHtmlLinks(html, locale, prefix);
}
