import sanitize from 'sanitize-html';

/**
 * The elements shop content may use: text structure, links, lists, tables, pictures and figures.
 * `section` is there for the footer columns widget, which groups each column's heading and links.
 */
export const CONTENT_HTML_TAGS: readonly string[] = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'hr',
  'blockquote',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'section',
  'figure',
  'figcaption',
];

/**
 * The attributes each element may keep, besides `class` with {@link CONTENT_CLASS_PATTERNS}; every
 * other attribute (on*, style, id, srcset, ...) is dropped.
 */
export const CONTENT_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  th: ['scope'],
};

/**
 * Class names content may carry on any element: styling hooks of CMS content (`content-…`) and of
 * blocks imported from the old shop (`legacy-…`). Any other class is dropped, so content cannot
 * borrow the storefront's own classes (a modal, a fixed header) to dress itself up as the shop.
 */
export const CONTENT_CLASS_PATTERNS: readonly string[] = ['content-*', 'legacy-*'];

/** URL schemes a link may use; relative URLs (`/kundservice`, `#top`) are always allowed. Pictures: http and https only. */
export const CONTENT_URL_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

const IMAGE_URL_SCHEMES = ['http', 'https'];
const TARGETS = new Set(['_blank', '_self']);
const LOADING = new Set(['lazy', 'eager']);
const PIXELS = /^\d{1,4}$/;
const REL_TOKEN = /^[a-z-]{1,30}$/;

/** A link opens here or in a new tab; a new tab must not get hold of the shop's window. */
function safeLink(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const { rel, target, ...rest } = attribs;
  const tokens = new Set(
    (rel ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => REL_TOKEN.test(token)),
  );
  if (target !== undefined && TARGETS.has(target)) rest['target'] = target;
  if (target === '_blank') {
    tokens.add('noopener');
    tokens.add('noreferrer');
  }
  return { tagName, attribs: tokens.size > 0 ? { ...rest, rel: [...tokens].join(' ') } : rest };
}

/** Sizes are whole pixels (anything else is left to the picture itself); loading is lazy or eager. */
function safeImage(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const kept = Object.fromEntries(
    Object.entries(attribs).filter(([name, value]) => {
      if (name === 'width' || name === 'height') return PIXELS.test(value);
      return name !== 'loading' || LOADING.has(value);
    }),
  );
  return { tagName, attribs: kept };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...CONTENT_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(CONTENT_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...CONTENT_URL_SCHEMES],
  allowedSchemesByTag: { img: IMAGE_URL_SCHEMES },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//host/path` leaves the shop like an absolute URL without saying so.
  allowProtocolRelative: false,
  allowedClasses: { '*': [...CONTENT_CLASS_PATTERNS] },
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // Elements whose text is code or markup, not content: dropped with everything inside them.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
  ],
  transformTags: { a: safeLink, img: safeImage },
};

/**
 * Content HTML (CMS pages, widgets, previews) reduced to what the shop allows, so that it can be
 * put into a page as it is: only {@link CONTENT_HTML_TAGS} with {@link CONTENT_HTML_ATTRIBUTES}
 * (and classes of {@link CONTENT_CLASS_PATTERNS}),
 * URLs of {@link CONTENT_URL_SCHEMES} or relative (no javascript:, data:, vbscript:), no scripts,
 * styles, frames, forms or event handlers, and `rel="noopener noreferrer"` on links with
 * `target="_blank"`. Text is kept (escaped); the content of scripts, styles and frames is dropped.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
