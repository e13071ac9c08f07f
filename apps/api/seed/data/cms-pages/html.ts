/** Paragraphs of plain sentences as HTML. */
export const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** A section of a page: a heading and its paragraphs. */
export const section = (heading: string, ...paragraphs: string[]) =>
  `<h2>${heading}</h2>${p(...paragraphs)}`;

/** A bulleted list. */
export const list = (...items: string[]) =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** A link inside the storefront (a path without locale prefix; the storefront localizes it). */
export const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;
