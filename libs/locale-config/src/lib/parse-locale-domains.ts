import { hostName } from './host-name';
import { isLocaleCode, type LocaleCode } from './storefronts';

/** The host of each storefront served on its own domain, e.g. `{ fi: 'shop.example.fi' }`. */
export type LocaleDomains = Readonly<Partial<Record<LocaleCode, string>>>;

/** Why an entry of a locale-domains setting was left out; doubles as an i18n key. */
export type LocaleDomainsErrorReason =
  'format' | 'unknownLocale' | 'invalidHost' | 'duplicateLocale' | 'duplicateHost';

/** One bad entry of a locale-domains setting. */
export interface LocaleDomainsError {
  /** The entry as written, trimmed. */
  readonly entry: string;
  readonly reason: LocaleDomainsErrorReason;
  /** An English sentence for logs and start-up errors. */
  readonly message: string;
}

/** The result of {@link parseLocaleDomains}: the good entries, and every bad one. */
export interface ParsedLocaleDomains {
  readonly domains: LocaleDomains;
  readonly errors: readonly LocaleDomainsError[];
}

/** A host name or bracketed IPv6 address, with an optional port; no scheme, path or spaces. */
const HOST =
  /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/;

/**
 * Reads a locale-domains setting such as the environment variable LOCALE_DOMAINS:
 * comma-separated `locale=host` entries, e.g. 'sv=shop.example.se,fi=shop.example.fi:8443'.
 * Whitespace around entries and empty entries are ignored; locale codes are read case-insensitively
 * and hosts are stored lower case, port kept (for links), though matching ignores the port.
 *
 * Never throws: every bad entry is listed in `errors` and left out of `domains` — a malformed
 * entry, an unknown locale, a host with a scheme or path, a second host for one locale, or a host
 * (port ignored) already given to another locale. The first good entry wins.
 */
export function parseLocaleDomains(value: string | undefined): ParsedLocaleDomains {
  const domains: Partial<Record<LocaleCode, string>> = {};
  const hosts = new Map<string, LocaleCode>();
  const errors: LocaleDomainsError[] = [];
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

  for (const entry of entries) {
    const fail = (reason: LocaleDomainsErrorReason, message: string): void => {
      errors.push({ entry, reason, message: `"${entry}": ${message}` });
    };
    const parts = entry.split('=');
    if (parts.length !== 2) {
      fail('format', 'expected locale=host');
      continue;
    }
    const locale = (parts[0] ?? '').trim().toLowerCase();
    const host = (parts[1] ?? '').trim().toLowerCase();
    if (!isLocaleCode(locale)) {
      fail('unknownLocale', `"${locale}" is not a storefront (sv, no, da, fi, nl)`);
    } else if (!HOST.test(host)) {
      fail('invalidHost', `"${host}" is not a host name with an optional port (no scheme or path)`);
    } else if (domains[locale] !== undefined) {
      fail('duplicateLocale', `${locale} already has the domain ${domains[locale]}`);
    } else if (hosts.has(hostName(host))) {
      fail(
        'duplicateHost',
        `${hostName(host)} already belongs to ${hosts.get(hostName(host))} (ports are ignored)`,
      );
    } else {
      domains[locale] = host;
      hosts.set(hostName(host), locale);
    }
  }
  return { domains, errors };
}
