/** A schema.org JSON-LD object. */
export type JsonLd = { readonly '@context'?: 'https://schema.org'; readonly '@type': string } & {
  readonly [key: string]: unknown;
};

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<`, `>` and `&` escaped as
 * Unicode escapes, so no string in the data can close the script element.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL from a path on the shop's origin (e.g. https://nordshop.se). */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}
