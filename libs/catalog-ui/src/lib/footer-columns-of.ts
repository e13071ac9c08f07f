/** One link column of the footer-columns widget: its heading and the HTML below the heading. */
export interface FooterColumn {
  /** The heading's tag, as in the widget: 'h2' to 'h6'. */
  readonly headingTag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  /** The heading's inner HTML (sanitized by the API), e.g. 'Kundservice'. */
  readonly titleHtml: string;
  /** The column's content after the heading (sanitized by the API), e.g. its list of links. */
  readonly bodyHtml: string;
}

const COLUMN = /<section\b[^>]*>\s*<(h[2-6])\b[^>]*>([\s\S]*?)<\/\1\s*>([\s\S]*?)<\/section\s*>/gi;
const INTERACTIVE = /<(a|button|input|select|textarea)\b/i;

/**
 * The columns of the footer-columns widget HTML: a sequence of
 * `<section><hN>title</hN>…</section>` (N from 2 to 6), nothing else but white space around
 * them. Null when the HTML has another shape (it is then shown as it is) or when a title holds a
 * link or control (a title becomes a disclosure button, which cannot hold one).
 */
export function footerColumnsOf(html: string): FooterColumn[] | null {
  const columns: FooterColumn[] = [];
  let end = 0;
  for (const match of html.matchAll(COLUMN)) {
    const [whole, tag, titleHtml, bodyHtml] = match;
    if (html.slice(end, match.index).trim() !== '') return null;
    if (INTERACTIVE.test(titleHtml!)) return null;
    columns.push({
      headingTag: tag!.toLowerCase() as FooterColumn['headingTag'],
      titleHtml: titleHtml!.trim(),
      bodyHtml: bodyHtml!,
    });
    end = match.index + whole.length;
  }
  if (columns.length === 0 || html.slice(end).trim() !== '') return null;
  return columns;
}
