/** The interface strings of a storefront (GET /api/strings), flat dotted keys. */
export type Strings = Readonly<Record<string, string>>;

/**
 * A storefront string with its {{placeholders}} filled, or undefined when the storefront has no
 * such string (a database seeded before the key existed): the caller leaves the tag out rather
 * than showing a key.
 */
export function seoText(
  strings: Strings,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string | undefined {
  const template = strings[key];
  if (template === undefined) return undefined;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** A page's <title>: '{page} | {storefront name}', or the storefront's name alone. */
export function pageTitle(page: string | undefined, siteName: string): string {
  return page ? `${page} | ${siteName}` : siteName;
}

/** A listing's title part past its first page: 'Mobilskal – Sida 2' (the page word from the strings). */
export function listingTitle(name: string, page: number, strings: Strings): string {
  if (page <= 1) return name;
  const label = seoText(strings, 'listing.page_n', { page }) ?? String(page);
  return `${name} – ${label}`;
}
