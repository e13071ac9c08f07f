/**
 * How a server render reuses the HTML of the layout's parts that do not depend on the page (the
 * mega menu, the category row, the footer): rendered once per storefront, layout version and
 * origin, then written into later pages as stored bytes (server/server-parts.ts). The browser
 * renders every part itself and hydrates the same markup.
 */
export interface ServerParts {
  /**
   * Where a part of `key` goes in this render: 'stored' writes a placeholder that the response
   * stream replaces with the stored HTML; 'capture' writes its content between two markers that
   * the stream removes while storing what lies between. The same key in one render gets the same
   * answer.
   */
  place(key: string): { readonly kind: 'stored' | 'capture'; readonly id: number };
}

/** The custom element of a placeholder; the markers around a captured part add these suffixes. */
export const SERVER_PART_TAG = 'ns-server-part';
export const SERVER_PART_START_TAG = `${SERVER_PART_TAG}-start`;
export const SERVER_PART_END_TAG = `${SERVER_PART_TAG}-end`;
/** The attribute of a placeholder or marker that holds its id in the render. */
export const SERVER_PART_ID_ATTRIBUTE = 'data-part';
