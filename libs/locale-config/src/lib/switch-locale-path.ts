import { buildRoutePath } from './build-path';
import { parsePath, pathOnly } from './parse-path';
import type { LocaleCode } from './storefronts';

/** Options of {@link switchLocalePath}. */
export interface SwitchLocalePathOptions {
  /** The current storefront when `pathname` carries no locale prefix (decided by the domain). */
  readonly locale?: LocaleCode;
  /** Whether the new path starts with the target's locale prefix. Default true. */
  readonly prefix?: boolean;
}

/**
 * The same screen under another storefront's path words and prefix, with its params (slugs,
 * ids) kept, e.g. `switchLocalePath('/sv/produkt/x', 'fi')` is '/fi/tuote/x'. A query string
 * and fragment attached to `pathname` are kept as they are.
 *
 * When the path is no known screen, or the screen cannot be expressed in the target storefront
 * (a CMS slug that is a path word there), it gives the target's home page.
 */
export function switchLocalePath(
  pathname: string,
  toLocale: LocaleCode,
  options: SwitchLocalePathOptions = {},
): string {
  const path = pathOnly(pathname);
  const suffix = pathname.slice(path.length);
  const buildOptions = { prefix: options.prefix ?? true };
  const home = buildRoutePath('index', {}, toLocale, buildOptions);
  const parsed = parsePath(path, options.locale === undefined ? {} : { locale: options.locale });
  if (!parsed) return home;
  try {
    return buildRoutePath(parsed.name, parsed.params, toLocale, buildOptions) + suffix;
  } catch {
    return home;
  }
}
